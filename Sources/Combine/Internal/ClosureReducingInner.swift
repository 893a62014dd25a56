/// A `ReducingInner` whose accumulation is a set of closures, so each reducing operator only
/// states its rule; the closures and their captured state are created once per subscription.
final class ClosureReducingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  ReducingInner<Input, UpstreamFailure, Downstream>, @unchecked Sendable
{
  let reduceBody: (Input) -> ReduceStep<Downstream.Failure>
  let resultBody: () -> Downstream.Input?
  let failureBody: (UpstreamFailure) -> Downstream.Failure

  init(
    downstream: Downstream,
    reduce: @escaping (Input) -> ReduceStep<Downstream.Failure>,
    result: @escaping () -> Downstream.Input?,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure
  ) {
    reduceBody = reduce
    resultBody = result
    failureBody = mapFailure
    super.init(downstream: downstream)
  }

  override func reduce(_ input: Input) -> ReduceStep<Downstream.Failure> { reduceBody(input) }
  override func result() -> Downstream.Input? { resultBody() }
  override func map(failure: UpstreamFailure) -> Downstream.Failure { failureBody(failure) }
}

extension Publisher {
  /// Subscribes `subscriber` through a reducer that keeps the upstream's failure type.
  func subscribeReducing<S: Subscriber>(
    _ subscriber: S,
    reduce: @escaping (Output) -> ReduceStep<Failure>,
    result: @escaping () -> S.Input?
  ) where S.Failure == Failure {
    subscribe(
      ClosureReducingInner<Output, Failure, S>(
        downstream: subscriber, reduce: reduce, result: result, mapFailure: { $0 }))
  }

  /// Subscribes `subscriber` through a reducer whose failure is `any Error`.
  func subscribeTryReducing<S: Subscriber>(
    _ subscriber: S,
    reduce: @escaping (Output) -> ReduceStep<any Error>,
    result: @escaping () -> S.Input?
  ) where S.Failure == any Error {
    subscribe(
      ClosureReducingInner<Output, Failure, S>(
        downstream: subscriber, reduce: reduce, result: result, mapFailure: { $0 }))
  }
}
