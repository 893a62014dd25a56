import Combine
import Foundation
import Testing

@Suite("Basic publishers")
struct PublisherTests {
  @Test("Just emits its output once, then finishes")
  func just() {
    let recorder = Recorder<Int, Never>()
    Just(7).subscribe(recorder)
    #expect(recorder.values == [7])
    #expect(recorder.isFinished)
  }

  @Test("Just waits for demand")
  func justWaits() {
    let recorder = Recorder<Int, Never>(initial: .none)
    Just(7).subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.request(.max(1))
    #expect(recorder.values == [7])
  }

  @Test("Empty finishes immediately, or never with completeImmediately: false")
  func empty() {
    let a = Recorder<Int, Never>()
    Empty<Int, Never>().subscribe(a)
    #expect(a.isFinished)
    let b = Recorder<Int, Never>()
    Empty<Int, Never>(completeImmediately: false).subscribe(b)
    #expect(b.completion == nil)
    #expect(b.subscriptionCount == 1)
  }

  @Test("Fail terminates immediately with its error")
  func fail() {
    let recorder = Recorder<Int, TestError>()
    Fail(outputType: Int.self, failure: TestError(code: 2)).subscribe(recorder)
    #expect(recorder.failure == TestError(code: 2))
  }

  @Test("Future runs its closure immediately, at init")
  func futureRunsEagerly() {
    let ran = Box(false)
    let future = Future<Int, Never> { promise in
      ran.value = true
      promise(.success(1))
    }
    #expect(ran.value)
    _ = future
  }

  @Test("Future: the promise takes effect once; late subscribers get the stored result")
  func futureStoresResult() {
    let promiseBox = Box<Future<Int, TestError>.Promise?>(nil)
    let future = Future<Int, TestError> { promiseBox.value = $0 }
    let early = Recorder<Int, TestError>()
    future.subscribe(early)
    #expect(early.values.isEmpty)
    promiseBox.value?(.success(1))
    promiseBox.value?(.success(2))
    #expect(early.values == [1])
    #expect(early.isFinished)
    let late = Recorder<Int, TestError>()
    future.subscribe(late)
    #expect(late.values == [1])
    #expect(late.isFinished)
  }

  @Test("Future delivers a failure")
  func futureFailure() {
    let future = Future<Int, TestError> { $0(.failure(TestError(code: 9))) }
    let recorder = Recorder<Int, TestError>()
    future.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.failure == TestError(code: 9))
  }

  @Test("Deferred creates a publisher per subscriber, at subscription")
  func deferred() {
    let made = Box(0)
    let deferred = Deferred { () -> Just<Int> in
      made.mutate { $0 += 1 }
      return Just(made.value)
    }
    #expect(made.value == 0)
    let a = Recorder<Int, Never>()
    let b = Recorder<Int, Never>()
    deferred.subscribe(a)
    deferred.subscribe(b)
    #expect(a.values == [1])
    #expect(b.values == [2])
  }

  @Test("Record replays its recording, built with the builder init")
  func record() {
    let record = Record<Int, TestError> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(completion: .failure(TestError(code: 1)))
    }
    #expect(record.recording.output == [1, 2])
    let recorder = Recorder<Int, TestError>()
    record.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    #expect(recorder.failure == TestError(code: 1))
    let again = Recorder<Int, TestError>(initial: .max(1))
    Record<Int, TestError>(output: [5, 6], completion: .finished).subscribe(again)
    #expect(again.values == [5])
  }

  @Test("Sequence.publisher publishes the elements then finishes right after the last")
  func sequence() {
    let recorder = Recorder<Int, Never>(initial: .max(3))
    [1, 2, 3].publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.isFinished)
    let empty = Recorder<Int, Never>()
    [Int]().publisher.subscribe(empty)
    #expect(empty.isFinished)
  }

  @Test("Nothing is delivered after cancellation")
  func nothingAfterCancel() {
    let recorder = Recorder<Int, Never>(initial: .max(1)) { _ in .none }
    (1...5).publisher.subscribe(recorder)
    recorder.cancel()
    recorder.request(.max(5))
    #expect(recorder.values == [1])
    #expect(recorder.completion == nil)
  }

  @Test("AnyPublisher erases the type; erasing twice doesn't nest")
  func anyPublisher() {
    let erased = [1, 2].publisher.map { $0 * 10 }.eraseToAnyPublisher()
    let twice = erased.eraseToAnyPublisher()
    let recorder = Recorder<Int, Never>()
    twice.subscribe(recorder)
    #expect(recorder.values == [10, 20])
  }

  @Test("AnySubscriber wraps closures and keeps the wrapped subscriber's identity")
  func anySubscriber() {
    let received = Box<[Int]>([])
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.unlimited) },
      receiveValue: { v in received.mutate { $0.append(v) }; return .none },
      receiveCompletion: nil)
    [1, 2].publisher.subscribe(subscriber)
    #expect(received.value == [1, 2])
    let recorder = Recorder<Int, Never>()
    #expect(AnySubscriber(recorder).combineIdentifier == recorder.combineIdentifier)
  }

  @Test("sink(receiveValue:) and sink(receiveCompletion:receiveValue:)")
  func sinks() {
    let values = Box<[Int]>([])
    let finished = Box(false)
    let c1 = [1, 2].publisher.sink { v in values.mutate { $0.append(v) } }
    let c2 = Fail<Int, TestError>(error: TestError()).sink(
      receiveCompletion: { if case .failure = $0 { finished.value = true } },
      receiveValue: { _ in })
    #expect(values.value == [1, 2])
    #expect(finished.value)
    _ = (c1, c2)
  }

  @Test("Subscribers.Demand: sink requests .unlimited")
  func sinkRequestsUnlimited() {
    let requests = Box<[Subscribers.Demand]>([])
    let c = PassthroughSubject<Int, Never>()
      .handleEvents(receiveRequest: { d in requests.mutate { $0.append(d) } })
      .sink { _ in }
    #expect(requests.value == [.unlimited])
    c.cancel()
  }
}
