/// A publisher that performs type erasure by wrapping another publisher.
///
/// Use it at API boundaries to hide the concrete operator chain; it costs one indirect call
/// at subscription time and nothing per value.
@frozen
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible {
  @usableFromInline let box: AnyPublisherBox<Output, Failure>

  /// Creates a type-erasing publisher to wrap the provided publisher.
  @inlinable
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      box = erased.box
    } else {
      box = PublisherBox(publisher)
    }
  }

  /// A textual representation of the publisher.
  public var description: String { "AnyPublisher" }
}

extension AnyPublisher: Publisher {
  /// Attaches the subscriber to the wrapped publisher.
  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    box.receive(subscriber: subscriber)
  }
}

@usableFromInline
class AnyPublisherBox<Output, Failure: Error>: @unchecked Sendable {
  @usableFromInline init() {}
  @usableFromInline func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    fatalError("abstract")
  }
}

@usableFromInline
final class PublisherBox<P: Publisher>: AnyPublisherBox<P.Output, P.Failure>, @unchecked Sendable {
  @usableFromInline let base: P
  @usableFromInline init(_ base: P) { self.base = base }
  @usableFromInline override func receive<S: Subscriber>(subscriber: S)
  where S.Input == P.Output, S.Failure == P.Failure {
    base.receive(subscriber: subscriber)
  }
}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  @inlinable
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
