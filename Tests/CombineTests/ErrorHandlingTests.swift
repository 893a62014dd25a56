import Combine
import Testing

@Suite("Error handling operators")
struct ErrorHandlingTests {
  @Test("catch replaces a failed upstream with another publisher")
  func catchReplaces() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<Int, Never>()
    subject.catch { _ in Just(99) }.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(recorder.values == [1, 99])
    #expect(recorder.isFinished)
  }

  @Test("catch carries unmet demand over to the replacement")
  func catchDemand() {
    let recorder = Recorder<Int, Never>(initial: .max(3))
    Fail<Int, TestError>(error: TestError()).prepend(1).catch { _ in [7, 8, 9].publisher }
      .subscribe(recorder)
    #expect(recorder.values == [1, 7, 8])
  }

  @Test("tryCatch can throw a new error")
  func tryCatch() {
    let recorder = Recorder<Int, any Error>()
    Fail<Int, TestError>(error: TestError(code: 1))
      .tryCatch { error -> Just<Int> in throw TestError(code: error.code + 1) }
      .subscribe(recorder)
    guard case .failure(let error)? = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == TestError(code: 2))
  }

  @Test("retry resubscribes up to the given number of times")
  func retry() {
    let attempts = Box(0)
    let recorder = Recorder<Int, TestError>()
    Deferred { () -> AnyPublisher<Int, TestError> in
      attempts.mutate { $0 += 1 }
      if attempts.value < 3 { return Fail(error: TestError(code: attempts.value)).eraseToAnyPublisher() }
      return Just(attempts.value).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    .retry(5)
    .subscribe(recorder)
    #expect(attempts.value == 3)
    #expect(recorder.values == [3])
    #expect(recorder.isFinished)
  }

  @Test("retry gives up and fails after the retries are used")
  func retryGivesUp() {
    let attempts = Box(0)
    let recorder = Recorder<Int, TestError>()
    Deferred { () -> Fail<Int, TestError> in
      attempts.mutate { $0 += 1 }
      return Fail(error: TestError(code: attempts.value))
    }
    .retry(2)
    .subscribe(recorder)
    #expect(attempts.value == 3)
    #expect(recorder.failure == TestError(code: 3))
  }

  @Test("replaceError(with:) emits the element and finishes")
  func replaceError() {
    let recorder = Recorder<Int, Never>()
    Fail<Int, TestError>(error: TestError()).prepend(1).replaceError(with: 0).subscribe(recorder)
    #expect(recorder.values == [1, 0])
    #expect(recorder.isFinished)
  }

  @Test("replaceEmpty(with:) emits the element only for an empty stream")
  func replaceEmpty() {
    #expect(collectSync(Empty<Int, Never>().replaceEmpty(with: 5)).values == [5])
    #expect(collectSync([1].publisher.replaceEmpty(with: 5)).values == [1])
  }

  @Test("mapError converts the failure")
  func mapError() {
    let recorder = Recorder<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 1)).mapError { TestError(code: $0.code * 10) }
      .subscribe(recorder)
    #expect(recorder.failure == TestError(code: 10))
  }

  @Test("setFailureType(to:) lets a Never publisher combine with a failing one")
  func setFailureType() {
    let recorder = Recorder<Int, TestError>()
    Just(1).setFailureType(to: TestError.self).append(Fail(error: TestError())).subscribe(recorder)
    #expect(recorder.values == [1])
    #expect(recorder.failure == TestError())
  }

  @Test("prepend and append, with values, sequences and publishers")
  func prependAppend() {
    let p = [3].publisher.prepend(1, 2).append(4).append([5, 6]).prepend(Just(0)).append(Just(7))
    #expect(collectSync(p).values == [0, 1, 2, 3, 4, 5, 6, 7])
  }

  @Test("handleEvents reports subscription, output, completion, cancel and requests")
  func handleEvents() {
    let log = Box<[String]>([])
    let subject = PassthroughSubject<Int, Never>()
    let c = subject.handleEvents(
      receiveSubscription: { _ in log.mutate { $0.append("subscription") } },
      receiveOutput: { v in log.mutate { $0.append("output \(v)") } },
      receiveCompletion: { _ in log.mutate { $0.append("completion") } },
      receiveCancel: { log.mutate { $0.append("cancel") } },
      receiveRequest: { d in log.mutate { $0.append("request \(d)") } }
    ).sink { _ in }
    subject.send(1)
    c.cancel()
    #expect(log.value == ["subscription", "request unlimited", "output 1", "cancel"])
  }

  @Test("print(_:to:) logs events to the stream")
  func printOperator() {
    final class Stream: TextOutputStream, @unchecked Sendable {
      var text = ""
      func write(_ string: String) { text += string }
    }
    let stream = Stream()
    _ = [1].publisher.print("P", to: stream).sink { _ in }
    #expect(stream.text.contains("P: receive value: (1)"))
    #expect(stream.text.contains("P: receive finished"))
  }
}
