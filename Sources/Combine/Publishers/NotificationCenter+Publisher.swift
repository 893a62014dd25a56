public import Foundation

extension NotificationCenter {
  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: Combine.Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Notification
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification; `nil` matches any sender.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches the subscriber; it observes the center until cancelled. Notifications posted
    /// while it has no demand are dropped.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(center: center, downstream: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.observe(name: name, object: object)
    }
  }

  /// Returns a publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }
}

/// The non-generic face the observer block calls, so the `@Sendable` block captures no
/// generic metatype.
class NotificationReceiver: @unchecked Sendable {
  func deliver(_ notification: Notification) { fatalError("abstract") }
}

final class NotificationSubscription<Downstream: Subscriber>: NotificationReceiver, Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
  private let lock = Lock()
  private let center: NotificationCenter
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var observer: (any NSObjectProtocol)?

  init(center: NotificationCenter, downstream: Downstream) {
    self.center = center
    self.downstream = downstream
  }

  var description: String { "NotificationCenter Observer" }

  func observe(name: Notification.Name, object: AnyObject?) {
    let alive = lock.withLock { downstream != nil }
    guard alive else { return }
    weak let receiver: NotificationReceiver? = self
    let token = center.addObserver(forName: name, object: object, queue: nil) { note in
      receiver?.deliver(note)
    }
    let keep = lock.withLock { () -> Bool in
      guard downstream != nil else { return false }
      observer = token
      return true
    }
    if !keep { center.removeObserver(token) }
  }

  override func deliver(_ notification: Notification) {
    var ds: Downstream?
    lock.withLock {
      guard demand > 0 else { return }
      if demand != .unlimited { demand -= 1 }
      ds = downstream
    }
    guard let ds else { return }
    let more = ds.receive(notification)
    if more > 0 { lock.withLock { demand += more } }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    var token: (any NSObjectProtocol)?
    lock.withLock {
      token = observer
      observer = nil
      downstream = nil
    }
    if let token { center.removeObserver(token) }
  }
}
