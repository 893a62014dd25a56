extension Subscribers {
  /// A signal that a publisher doesn't produce additional elements, either due to normal
  /// completion or an error.
  @frozen
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// Re-types a `.finished` completion, or maps the error of a `.failure`.
  @inlinable
  func mapError<NewFailure: Error>(
    _ transform: (Failure) -> NewFailure
  ) -> Subscribers.Completion<NewFailure> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}

extension Subscribers.Completion where Failure == Never {
  /// Re-types a completion that cannot fail.
  @inlinable
  func promoted<NewFailure: Error>(to _: NewFailure.Type = NewFailure.self)
    -> Subscribers.Completion<NewFailure>
  {
    .finished
  }
}
