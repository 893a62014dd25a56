import Combine
import Testing

@Suite("Combining operators")
struct CombiningOperatorTests {
  @Test("merge(with:) interleaves values and finishes when all upstreams finish")
  func merge() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    #expect(!recorder.isFinished)
    b.send(4)
    b.send(completion: .finished)
    #expect(recorder.values == [1, 2, 3, 4])
    #expect(recorder.isFinished)
  }

  @Test("merge with two and three others, and MergeMany")
  func mergeMany() {
    let three = [1].publisher.merge(with: [2].publisher, [3].publisher)
    #expect(collectSync(three).values.sorted() == [1, 2, 3])
    let four = [1].publisher.merge(with: [2].publisher, [3].publisher, [4].publisher)
    #expect(collectSync(four).values.sorted() == [1, 2, 3, 4])
    let many = Publishers.MergeMany([[1, 2].publisher, [3].publisher, [4, 5].publisher])
    #expect(collectSync(many).values.sorted() == [1, 2, 3, 4, 5])
  }

  @Test("merge honours the subscriber's demand across upstreams")
  func mergeDemand() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>(initial: .max(2))
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    #expect(recorder.values == [1, 2])
  }

  @Test("merge fails as soon as one upstream fails")
  func mergeFailure() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<Int, TestError>()
    a.merge(with: b).subscribe(recorder)
    b.send(completion: .failure(TestError(code: 3)))
    a.send(1)
    #expect(recorder.values.isEmpty)
    #expect(recorder.failure == TestError(code: 3))
  }

  @Test("combineLatest emits only once all have emitted, then on each change")
  func combineLatest() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let recorder = Recorder<String, Never>()
    a.combineLatest(b) { "\($0)\($1)" }.subscribe(recorder)
    a.send(1)
    a.send(2)
    #expect(recorder.values.isEmpty)
    b.send("a")
    a.send(3)
    b.send("b")
    #expect(recorder.values == ["2a", "3a", "3b"])
  }

  @Test("combineLatest of three publishers")
  func combineLatest3() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(2)
    let c = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.combineLatest(b, c) { $0 + $1 + $2 }.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    c.send(3)
    b.send(10)
    #expect(recorder.values == [6, 14])
  }

  @Test("zip pairs elements in order")
  func zip() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let recorder = Recorder<String, Never>()
    a.zip(b) { "\($0)\($1)" }.subscribe(recorder)
    a.send(1)
    a.send(2)
    a.send(3)
    b.send("a")
    b.send("b")
    #expect(recorder.values == ["1a", "2b"])
  }

  @Test("zip finishes when an input finishes with no buffered values left")
  func zipFinishes() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.zip(b, +).subscribe(recorder)
    a.send(1)
    a.send(2)
    a.send(completion: .finished)
    #expect(!recorder.isFinished)
    b.send(10)
    #expect(!recorder.isFinished)
    b.send(20)
    #expect(recorder.values == [11, 22])
    #expect(recorder.isFinished)
  }

  @Test("zip of three publishers")
  func zip3() {
    let result = collectSync([1, 2].publisher.zip([10, 20].publisher, [100, 200, 300].publisher) { $0 + $1 + $2 })
    #expect(result.values == [111, 222])
    #expect(result.finished)
  }

  @Test("flatMap merges the inner publishers")
  func flatMap() {
    let result = collectSync([1, 2, 3].publisher.flatMap { [$0, $0 * 10].publisher })
    #expect(result.values == [1, 10, 2, 20, 3, 30])
    #expect(result.finished)
  }

  @Test("flatMap(maxPublishers:) limits concurrent inner publishers")
  func flatMapMaxPublishers() {
    let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let outer = PassthroughSubject<Int, Never>()
    let subscribed = Box<[Int]>([])
    let recorder = Recorder<Int, Never>()
    outer.flatMap(maxPublishers: .max(2)) { index in
      inners[index].handleEvents(receiveSubscription: { _ in subscribed.mutate { $0.append(index) } })
    }.subscribe(recorder)
    outer.send(0)
    outer.send(1)
    outer.send(2)
    #expect(subscribed.value == [0, 1])
    inners[0].send(completion: .finished)
    // The dropped element isn't replayed: PassthroughSubject had no demand for it.
    outer.send(2)
    #expect(subscribed.value == [0, 1, 2])
    inners[2].send(7)
    #expect(recorder.values == [7])
  }

  @Test("flatMap promotes a Never upstream to the inner publishers' failure")
  func flatMapFailurePromotion() {
    let recorder = Recorder<Int, TestError>()
    [1].publisher.flatMap { _ in Fail<Int, TestError>(error: TestError(code: 5)) }.subscribe(recorder)
    #expect(recorder.failure == TestError(code: 5))
  }

  @Test("switchToLatest republishes only the most recent inner publisher")
  func switchToLatest() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(first)
    first.send(1)
    outer.send(second)
    first.send(2)
    second.send(3)
    #expect(recorder.values == [1, 3])
    outer.send(completion: .finished)
    #expect(!recorder.isFinished)
    second.send(completion: .finished)
    #expect(recorder.isFinished)
  }

  @Test("switchToLatest cancels the previous inner publisher")
  func switchToLatestCancels() {
    let cancelled = Box(false)
    let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
    let c = outer.switchToLatest().sink { _ in }
    outer.send(PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancelled.value = true }).eraseToAnyPublisher())
    #expect(!cancelled.value)
    outer.send(Just(1).eraseToAnyPublisher())
    #expect(cancelled.value)
    c.cancel()
  }
}
