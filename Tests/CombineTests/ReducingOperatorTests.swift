import Combine
import Testing

@Suite("Reducing operators")
struct ReducingOperatorTests {
  @Test("reduce publishes the accumulated value when the upstream finishes")
  func reduce() {
    #expect(collectSync([1, 2, 3].publisher.reduce(10, +)).values == [16])
  }

  @Test("tryReduce fails with the thrown error")
  func tryReduce() {
    let recorder = Recorder<Int, any Error>()
    [1, 2, 3].publisher.tryReduce(0) { acc, v in
      if v == 2 { throw TestError() }
      return acc + v
    }.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completion != nil)
  }

  @Test("collect() gathers every element into one array")
  func collect() {
    #expect(collectSync([1, 2, 3].publisher.collect()).values == [[1, 2, 3]])
  }

  @Test("collect(_ count:) emits full arrays and the remainder at the end")
  func collectByCount() {
    #expect(collectSync((1...5).publisher.collect(2)).values == [[1, 2], [3, 4], [5]])
  }

  @Test("collect(_:) asks the upstream for count times the downstream's demand")
  func collectByCountDemand() {
    let recorder = Recorder<[Int], Never>(initial: .max(1))
    (1...10).publisher.collect(3).subscribe(recorder)
    #expect(recorder.values == [[1, 2, 3]])
  }

  @Test("count() publishes the number of elements")
  func count() {
    #expect(collectSync((1...7).publisher.count()).values == [7])
  }

  @Test("contains and contains(where:) finish early on a match")
  func contains() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Bool, Never>()
    subject.contains(2).subscribe(recorder)
    subject.send(1)
    #expect(recorder.values.isEmpty)
    subject.send(2)
    #expect(recorder.values == [true])
    #expect(recorder.isFinished)
    #expect(collectSync([1, 3].publisher.contains { $0 > 5 }).values == [false])
  }

  @Test("allSatisfy publishes whether every element passes")
  func allSatisfy() {
    #expect(collectSync([2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }).values == [true])
    #expect(collectSync([2, 3, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }).values == [false])
  }

  @Test("min() and max() publish the extremes once the upstream finishes")
  func minMax() {
    #expect(collectSync([3, 1, 2].publisher.min()).values == [1])
    #expect(collectSync([3, 1, 2].publisher.max()).values == [3])
    #expect(collectSync(["bb", "a", "ccc"].publisher.max { $0.count < $1.count }).values == ["ccc"])
    #expect(collectSync(["bb", "a", "ccc"].publisher.min { $0.count < $1.count }).values == ["a"])
  }

  @Test("ignoreOutput passes only the completion")
  func ignoreOutput() {
    let result = collectSync([1, 2].publisher.ignoreOutput())
    #expect(result.values.isEmpty)
    #expect(result.finished)
  }

  @Test("A reducer holds its result until the subscriber has demand")
  func reducerWaitsForDemand() {
    let recorder = Recorder<Int, Never>(initial: .none)
    [1, 2].publisher.reduce(0, +).subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.request(.max(1))
    #expect(recorder.values == [3])
    #expect(recorder.isFinished)
  }
}
