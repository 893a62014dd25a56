import Foundation

/// Groups layer changes into one update, with the duration and pacing their animations would
/// have, and a block to run once those animations end.
///
/// Graft applies every change at once and nothing animates, so a completion block set in an
/// explicit transaction (between ``begin()`` and ``commit()``) runs when that transaction
/// commits, and one set outside any runs at once, as Core Animation runs it when no
/// animation is pending.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { label.text = "Done" }
/// ring.add(animation, forKey: "progress")
/// CATransaction.commit()   // the block runs here
/// ```
@MainActor @preconcurrency
open class CATransaction {
  private struct Frame {
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var disableActions = false
    var completion: (() -> Void)?
    var values: [String: Any] = [:]
  }

  private static var frames: [Frame] = []
  private static var implicit = Frame()

  private static var current: Frame {
    get { frames.last ?? implicit }
    set {
      if frames.isEmpty { implicit = newValue } else { frames[frames.count - 1] = newValue }
    }
  }

  /// Begins a new transaction, nested in any already begun.
  public class func begin() {
    frames.append(Frame())
  }

  /// Commits the changes of the innermost transaction and runs its completion block.
  ///
  /// A commit with no transaction begun does nothing.
  public class func commit() {
    guard let frame = frames.popLast() else { return }
    frame.completion?()
  }

  /// Commits any pending transaction at once; Graft has none pending.
  public class func flush() {}

  /// Takes the transaction lock; Graft's transactions live on the main actor and need none.
  public class func lock() {}

  /// Releases the transaction lock.
  public class func unlock() {}

  /// The duration animations of the current transaction would have; the default is 0.25
  /// seconds.
  public class func animationDuration() -> CFTimeInterval { current.duration }

  /// Sets the duration animations of the current transaction would have; kept.
  public class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }

  /// The pacing animations of the current transaction would have.
  public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }

  /// Sets the pacing animations of the current transaction would have; kept.
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }

  /// Whether the current transaction's changes run no actions.
  public class func disableActions() -> Bool { current.disableActions }

  /// Sets whether the current transaction's changes run no actions; kept, since none run.
  public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

  /// The current transaction's completion block.
  public class func completionBlock() -> (() -> Void)? { current.completion }

  /// Sets the block to run when the current transaction's animations end: at its commit, or
  /// at once outside an explicit transaction.
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    guard !frames.isEmpty else {
      block?()
      return
    }
    current.completion = block
  }

  /// The value of a transaction property by its key.
  public class func value(forKey key: String) -> Any? { current.values[key] }

  /// Sets a transaction property by its key.
  public class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }
}
