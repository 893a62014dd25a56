import Combine
import Testing

/// Collects the values and completion of a never-failing publisher that completes
/// synchronously.
func collectSync<P: Publisher>(_ publisher: P) -> (values: [P.Output], finished: Bool)
where P.Failure == Never {
  let recorder = Recorder<P.Output, Never>()
  publisher.subscribe(recorder)
  return (recorder.values, recorder.isFinished)
}

struct Point {
  var x: Int
  var y: Int
  var z: Int
}

@Suite("Transforming operators")
struct TransformingOperatorTests {
  @Test("map transforms every element")
  func map() {
    #expect(collectSync([1, 2, 3].publisher.map { $0 * 2 }).values == [2, 4, 6])
  }

  @Test("map with one, two and three key paths")
  func mapKeyPaths() {
    let points = [Point(x: 1, y: 2, z: 3)].publisher
    #expect(collectSync(points.map(\.x)).values == [1])
    let two = collectSync(points.map(\.x, \.y)).values
    #expect(two.map { $0.0 + $0.1 } == [3])
    let three = collectSync(points.map(\.x, \.y, \.z)).values
    #expect(three.map { $0.0 + $0.1 + $0.2 } == [6])
  }

  @Test("tryMap fails with the thrown error and cancels the upstream")
  func tryMap() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, any Error>()
    subject.tryMap { v -> Int in
      if v == 2 { throw TestError(code: 2) }
      return v
    }.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(recorder.values == [1])
    #expect((recorder.completion.flatMap { if case .failure(let e) = $0 { e as? TestError } else { nil } }) == TestError(code: 2))
  }

  @Test("compactMap drops nils, and still honours demand")
  func compactMap() {
    let recorder = Recorder<Int, Never>(initial: .max(2))
    ["1", "x", "2", "3"].publisher.compactMap { Int($0) }.subscribe(recorder)
    #expect(recorder.values == [1, 2])
  }

  @Test("tryCompactMap drops nils and fails on throw")
  func tryCompactMap() {
    let recorder = Recorder<Int, any Error>()
    ["1", "x", "boom", "2"].publisher.tryCompactMap { s -> Int? in
      if s == "boom" { throw TestError() }
      return Int(s)
    }.subscribe(recorder)
    #expect(recorder.values == [1])
    #expect(recorder.completion.map { if case .failure = $0 { true } else { false } } == true)
  }

  @Test("filter republishes matching elements; a subscriber with .max(2) gets two matches")
  func filter() {
    let recorder = Recorder<Int, Never>(initial: .max(2))
    (1...10).publisher.filter { $0.isMultiple(of: 3) }.subscribe(recorder)
    #expect(recorder.values == [3, 6])
  }

  @Test("tryFilter fails on throw")
  func tryFilter() {
    let recorder = Recorder<Int, any Error>()
    (1...5).publisher.tryFilter { v in
      if v == 4 { throw TestError() }
      return v.isMultiple(of: 2)
    }.subscribe(recorder)
    #expect(recorder.values == [2])
    #expect(recorder.completion != nil)
  }

  @Test("removeDuplicates drops consecutive repeats only")
  func removeDuplicates() {
    #expect(collectSync([1, 1, 2, 2, 1, 3, 3].publisher.removeDuplicates()).values == [1, 2, 1, 3])
    let byParity = [1, 3, 2, 4, 5].publisher.removeDuplicates { $0 % 2 == $1 % 2 }
    #expect(collectSync(byParity).values == [1, 2, 5])
  }

  @Test("scan publishes each partial result; tryScan fails on throw")
  func scan() {
    #expect(collectSync([1, 2, 3, 4].publisher.scan(0, +)).values == [1, 3, 6, 10])
    let recorder = Recorder<Int, any Error>()
    [1, 2, 3].publisher.tryScan(0) { acc, v in
      if v == 3 { throw TestError() }
      return acc + v
    }.subscribe(recorder)
    #expect(recorder.values == [1, 3])
    #expect(recorder.completion != nil)
  }

  @Test("replaceNil replaces nil elements")
  func replaceNil() {
    #expect(collectSync([1, nil, 3].publisher.replaceNil(with: 0)).values == [1, 0, 3])
  }

  @Test("prefix(_:) republishes up to the count, then finishes and cancels the upstream")
  func prefix() {
    let subject = PassthroughSubject<Int, Never>()
    let cancelled = Box(false)
    let recorder = Recorder<Int, Never>()
    subject.handleEvents(receiveCancel: { cancelled.value = true }).prefix(2).subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(recorder.values == [1, 2])
    #expect(recorder.isFinished)
    #expect(cancelled.value)
  }

  @Test("prefix(while:) stops at the first failing element")
  func prefixWhile() {
    let result = collectSync([1, 2, 5, 1].publisher.prefix { $0 < 3 })
    #expect(result.values == [1, 2])
    #expect(result.finished)
  }

  @Test("dropFirst(_:) omits the first elements; drop(while:) until the predicate fails")
  func drops() {
    #expect(collectSync([1, 2, 3, 4].publisher.dropFirst()).values == [2, 3, 4])
    #expect(collectSync([1, 2, 3, 4].publisher.dropFirst(3)).values == [4])
    #expect(collectSync([1, 2, 5, 1].publisher.drop { $0 < 3 }).values == [5, 1])
  }

  @Test("output(at:) publishes only the element at the index; output(in:) a range")
  func output() {
    let result = collectSync(["a", "b", "c"].publisher.output(at: 1))
    #expect(result.values == ["b"])
    #expect(result.finished)
    #expect(collectSync((0..<10).publisher.output(in: 2...4)).values == [2, 3, 4])
  }

  @Test("first() and first(where:) publish one element then finish")
  func first() {
    #expect(collectSync([4, 5, 6].publisher.first()).values == [4])
    #expect(collectSync([4, 5, 6].publisher.first { $0 > 4 }).values == [5])
    let none = collectSync([Int]().publisher.first())
    #expect(none.values.isEmpty && none.finished)
  }

  @Test("last() and last(where:) wait for the upstream to finish")
  func last() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.last().subscribe(recorder)
    subject.send(1)
    subject.send(2)
    #expect(recorder.values.isEmpty)
    subject.send(completion: .finished)
    #expect(recorder.values == [2])
    #expect(collectSync([1, 2, 3, 4].publisher.last { $0 < 3 }).values == [2])
  }
}
