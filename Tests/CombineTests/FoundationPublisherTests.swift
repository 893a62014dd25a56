import Combine
import Foundation
import Testing

@Suite("Foundation publishers")
struct FoundationPublisherTests {
  @Test("NotificationCenter publisher emits posted notifications until cancelled")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineTests.note")
    let received = Box<[String]>([])
    let c = center.publisher(for: name).sink { note in
      received.mutate { $0.append(note.userInfo?["v"] as? String ?? "?") }
    }
    center.post(name: name, object: nil, userInfo: ["v": "a"])
    center.post(name: Notification.Name("other"), object: nil)
    center.post(name: name, object: nil, userInfo: ["v": "b"])
    c.cancel()
    center.post(name: name, object: nil, userInfo: ["v": "c"])
    #expect(received.value == ["a", "b"])
  }

  @Test("NotificationCenter publisher filters by object")
  func notificationObject() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineTests.object")
    final class Sender {}
    let sender = Sender()
    let count = Box(0)
    let c = center.publisher(for: name, object: sender).sink { _ in count.mutate { $0 += 1 } }
    center.post(name: name, object: Sender())
    center.post(name: name, object: sender)
    #expect(count.value == 1)
    c.cancel()
  }

  @Test("Timer.publish with autoconnect fires on its run loop")
  func timerAutoconnect() async {
    let thread = RunLoopThread()
    defer { thread.stop() }
    let dates = Box<[Date]>([])
    let c = Timer.publish(every: 0.005, on: thread.runLoop, in: .default).autoconnect().sink { d in
      dates.mutate { $0.append(d) }
    }
    #expect(await eventually { dates.value.count >= 3 })
    #expect(dates.value == dates.value.sorted())
    c.cancel()
  }

  @Test("Timer.publish stops when its AnyCancellable is released")
  func timerStopsOnRelease() async {
    let thread = RunLoopThread()
    defer { thread.stop() }
    let ticks = Box(0)
    var c: AnyCancellable? = Timer.publish(every: 0.005, on: thread.runLoop, in: .default)
      .autoconnect().sink { _ in ticks.mutate { $0 += 1 } }
    #expect(await eventually { ticks.value >= 2 })
    c = nil
    try? await Task.sleep(nanoseconds: 20_000_000)
    let after = ticks.value
    try? await Task.sleep(nanoseconds: 40_000_000)
    #expect(ticks.value == after)
    #expect(c == nil)
  }

  @Test("Timer.publish emits nothing until connected")
  func timerConnect() async {
    let thread = RunLoopThread()
    defer { thread.stop() }
    let publisher = Timer.publish(every: 0.005, on: thread.runLoop, in: .default)
    let ticks = Box(0)
    let c = publisher.sink { _ in ticks.mutate { $0 += 1 } }
    try? await Task.sleep(nanoseconds: 30_000_000)
    #expect(ticks.value == 0)
    let connection = publisher.connect()
    #expect(await eventually { ticks.value >= 2 })
    connection.cancel()
    c.cancel()
  }
}
