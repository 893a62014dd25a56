import Combine
import Testing

@Suite("Subscribers.Demand")
struct DemandTests {
  @Test("Demand: .unlimited absorbs additions and survives subtraction")
  func unlimitedArithmetic() {
    #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
    #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
    #expect(Subscribers.Demand.unlimited - 3 == .unlimited)
    #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
    #expect(Subscribers.Demand.unlimited.max == nil)
  }

  @Test("Demand: subtracting .unlimited from a finite demand gives .none")
  func subtractUnlimited() {
    #expect(Subscribers.Demand.max(5) - .unlimited == .none)
  }

  @Test("Demand: negative results clamp to .max(0)")
  func clampsAtZero() {
    #expect(Subscribers.Demand.max(2) - .max(5) == .none)
    #expect(Subscribers.Demand.max(2) - 5 == .max(0))
    var d = Subscribers.Demand.max(1)
    d -= 2
    #expect(d == .none)
  }

  @Test("Demand: finite arithmetic and overflow to .unlimited")
  func finiteArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + 3 == .max(5))
    #expect(Subscribers.Demand.max(2) * 3 == .max(6))
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    var d = Subscribers.Demand.none
    d += .max(1)
    d += 1
    d *= 2
    #expect(d.max == 4)
  }

  @Test("Demand: comparisons with Int treat .unlimited as larger than any integer")
  func comparisons() {
    #expect(Subscribers.Demand.unlimited > Int.max)
    #expect(!(Subscribers.Demand.unlimited == 5))
    #expect(Subscribers.Demand.max(3) > 2)
    #expect(Subscribers.Demand.max(3) >= 3)
    #expect(Subscribers.Demand.max(3) < 4)
    #expect(Subscribers.Demand.max(3) <= 3)
    #expect(Subscribers.Demand.max(3) == 3)
    #expect(3 == Subscribers.Demand.max(3))
    #expect(4 > Subscribers.Demand.max(3))
    #expect(Subscribers.Demand.max(3) != 4)
    #expect(Subscribers.Demand.max(100) < .unlimited)
    #expect(Subscribers.Demand.none < .max(1))
  }

  @Test("Demand: description and Codable round trip")
  func descriptionAndCodable() throws {
    #expect(Subscribers.Demand.unlimited.description == "unlimited")
    #expect(Subscribers.Demand.max(7).description == "max(7)")
    let data = try JSONEncoder().encode([Subscribers.Demand.max(7), .unlimited])
    let decoded = try JSONDecoder().decode([Subscribers.Demand].self, from: data)
    #expect(decoded == [.max(7), .unlimited])
  }

  @Test("Demand: a subscriber requesting .max(2) gets two values, then more when it asks")
  func backPressure() {
    let recorder = Recorder<Int, Never>(initial: .max(2))
    (1...10).publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    recorder.request(.max(3))
    #expect(recorder.values == [1, 2, 3, 4, 5])
    #expect(recorder.completion == nil)
  }

  @Test("Demand returned from receive(_:) adds to the outstanding demand")
  func demandFromReceive() {
    let recorder = Recorder<Int, Never>(initial: .max(1)) { $0 < 3 ? .max(1) : .none }
    (1...10).publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2, 3])
  }

  @Test("Demand: request(.none) is ignored")
  func requestNoneIgnored() {
    let recorder = Recorder<Int, Never>(initial: .none)
    (1...3).publisher.subscribe(recorder)
    recorder.request(.none)
    #expect(recorder.values.isEmpty)
    recorder.request(.max(1))
    #expect(recorder.values == [1])
  }
}
import Foundation
