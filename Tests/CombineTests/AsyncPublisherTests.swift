import Combine
import Dispatch
import Foundation
import Testing

@Suite("values")
struct AsyncPublisherTests {
  @Test("values iterates a never-failing publisher's elements, then ends")
  func values() async {
    var collected: [Int] = []
    for await value in [1, 2, 3].publisher.values {
      collected.append(value)
    }
    #expect(collected == [1, 2, 3])
  }

  @Test("values of a failing publisher throws the failure")
  func throwingValues() async {
    var collected: [Int] = []
    do {
      for try await value in [1, 2].publisher.setFailureType(to: TestError.self)
        .append(Fail(error: TestError(code: 6))).values
      {
        collected.append(value)
      }
      Issue.record("expected to throw")
    } catch {
      #expect(error as? TestError == TestError(code: 6))
    }
    #expect(collected == [1, 2])
  }

  @Test("values requests one element per iteration")
  func demandPerIteration() async {
    let requests = Box<[Subscribers.Demand]>([])
    let publisher = (1...100).publisher.handleEvents(receiveRequest: { d in requests.mutate { $0.append(d) } })
    var iterator = publisher.values.makeAsyncIterator()
    _ = await iterator.next()
    _ = await iterator.next()
    #expect(requests.value == [.max(1), .max(1)])
  }

  @Test("values receives elements produced later on another queue")
  func asynchronousElements() async {
    let queue = DispatchQueue(label: "values-delay")
    var collected: [Int] = []
    for await value in [1, 2, 3].publisher.delay(for: .milliseconds(2), scheduler: queue).values {
      collected.append(value)
    }
    #expect(collected == [1, 2, 3])
  }

  @Test("Cancelling the iterating task ends the loop and cancels the subscription")
  func taskCancellation() async {
    let cancelled = Box(false)
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.handleEvents(receiveCancel: { cancelled.value = true }).values
    let task = Task {
      var count = 0
      for await _ in values { count += 1 }
      return count
    }
    try? await Task.sleep(nanoseconds: 10_000_000)
    task.cancel()
    #expect(await task.value == 0)
    #expect(cancelled.value)
  }
}
