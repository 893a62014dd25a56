import Dispatch

/// Tells whether code runs on the main queue, which is the main actor's executor.
///
/// `Thread.isMainThread` is not the same question: a test runner may service the main queue
/// from another thread, and main-actor code then runs off the main thread.
package enum MainQueue {
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Whether the caller is running on the main queue.
  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == 1
  }
}
