extension Publishers {
  /// A publisher that publishes the value of a key path.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath: KeyPath<Upstream.Output, Output>

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let keyPath = keyPath
      upstream.subscribe(MapInner(downstream: subscriber) { $0[keyPath: keyPath] })
    }
  }

  /// A publisher that publishes the values of two key paths as a tuple.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = (Output0, Output1)
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of a second property to publish.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (k0, k1) = (keyPath0, keyPath1)
      upstream.subscribe(MapInner(downstream: subscriber) { ($0[keyPath: k0], $0[keyPath: k1]) })
    }
  }

  /// A publisher that publishes the values of three key paths as a tuple.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = (Output0, Output1, Output2)
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of a second property to publish.
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    /// The key path of a third property to publish.
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (k0, k1, k2) = (keyPath0, keyPath1, keyPath2)
      upstream.subscribe(
        MapInner(downstream: subscriber) { ($0[keyPath: k0], $0[keyPath: k1], $0[keyPath: k2]) })
    }
  }
}

extension Publisher {
  /// Publishes the value of a key path.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Publishes the values of two key paths as a tuple.
  public func map<T0, T1>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>
  ) -> Publishers.MapKeyPath2<Self, T0, T1> {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Publishes the values of three key paths as a tuple.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(
      upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }
}
