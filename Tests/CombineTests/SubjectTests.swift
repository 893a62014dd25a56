import Combine
import Testing

@Suite("PassthroughSubject")
struct PassthroughSubjectTests {
  @Test("PassthroughSubject broadcasts to every subscriber")
  func broadcasts() {
    let subject = PassthroughSubject<Int, Never>()
    let a = Recorder<Int, Never>()
    let b = Recorder<Int, Never>()
    subject.subscribe(a)
    subject.subscribe(b)
    subject.send(1)
    subject.send(2)
    #expect(a.values == [1, 2])
    #expect(b.values == [1, 2])
  }

  @Test("PassthroughSubject drops values sent with no demand")
  func dropsWithoutDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>(initial: .none)
    subject.subscribe(recorder)
    subject.send(1)
    recorder.request(.max(1))
    subject.send(2)
    subject.send(3)
    #expect(recorder.values == [2])
  }

  @Test("Subjects ignore values and completions sent after completion")
  func ignoresAfterCompletion() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<Int, TestError>()
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .finished)
    subject.send(2)
    subject.send(completion: .failure(TestError()))
    #expect(recorder.values == [1])
    #expect(recorder.completions == [.finished])
  }

  @Test("A subscriber to a completed subject immediately receives the completion")
  func lateSubscriberGetsCompletion() {
    let subject = PassthroughSubject<Int, TestError>()
    subject.send(completion: .failure(TestError(code: 4)))
    let recorder = Recorder<Int, TestError>()
    subject.subscribe(recorder)
    #expect(recorder.completions == [.failure(TestError(code: 4))])
    #expect(recorder.subscriptionCount == 1)
  }

  @Test("Re-entrant send from inside a sink on the same subject doesn't deadlock")
  func reentrantSend() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Box<[Int]>([])
    let cancellable = subject.sink { value in
      received.mutate { $0.append(value) }
      if value < 3 { subject.send(value + 1) }
    }
    subject.send(1)
    #expect(received.value == [1, 2, 3])
    cancellable.cancel()
  }

  @Test("Cancelling one subscriber leaves the others subscribed")
  func cancelOne() {
    let subject = PassthroughSubject<Int, Never>()
    let a = Recorder<Int, Never>()
    let b = Recorder<Int, Never>()
    subject.subscribe(a)
    subject.subscribe(b)
    a.cancel()
    subject.send(1)
    #expect(a.values.isEmpty)
    #expect(b.values == [1])
  }

  @Test("subscribe(_ subject:) republishes an upstream through a subject")
  func subscribeSubject() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.subscribe(recorder)
    let cancellable = [1, 2, 3].publisher.subscribe(subject)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.isFinished)
    cancellable.cancel()
  }

  @Test("send() on a Void subject")
  func sendVoid() {
    let subject = PassthroughSubject<Void, Never>()
    let count = Box(0)
    let c = subject.sink { count.mutate { $0 += 1 } }
    subject.send()
    subject.send()
    #expect(count.value == 2)
    c.cancel()
  }
}

@Suite("CurrentValueSubject")
struct CurrentValueSubjectTests {
  @Test("CurrentValueSubject delivers its current value on subscription")
  func currentValueOnSubscribe() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let recorder = Recorder<Int, Never>()
    subject.subscribe(recorder)
    subject.send(2)
    #expect(recorder.values == [1, 2])
  }

  @Test("CurrentValueSubject waits for demand before delivering the current value")
  func waitsForDemand() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let recorder = Recorder<Int, Never>(initial: .none)
    subject.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    subject.value = 5
    recorder.request(.max(1))
    #expect(recorder.values == [5])
  }

  @Test("CurrentValueSubject: setting value sends it")
  func valueSetterSends() {
    let subject = CurrentValueSubject<String, Never>("a")
    let recorder = Recorder<String, Never>()
    subject.subscribe(recorder)
    subject.value = "b"
    #expect(subject.value == "b")
    #expect(recorder.values == ["a", "b"])
  }

  @Test("CurrentValueSubject ignores values after completion and late subscribers get the completion")
  func completion() {
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.send(completion: .finished)
    subject.send(2)
    #expect(subject.value == 1)
    let recorder = Recorder<Int, Never>()
    subject.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.isFinished)
  }
}
