import Foundation

extension CALayer {
  /// Adds an animation under `key`, replacing any under the same key.
  ///
  /// Nothing animates in a terminal: the animation ends at once (see ``CAAnimation``). Its
  /// delegate hears it start and stop, finished, before this returns; a kept animation
  /// (`isRemovedOnCompletion = false`) stays under its key, and one that also fills forwards
  /// sets its final value on the layer. A `CATransaction` completion block waiting on it runs
  /// when the transaction commits.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { keptAnimations.removeAll { $0.key == key } }
    anim.delegate?.animationDidStart(anim)
    if anim.fillsForwards {
      for (keyPath, value) in anim.finalValues { setValue(value, forKeyPath: keyPath) }
    }
    if !anim.isRemovedOnCompletion { keptAnimations.append((key ?? "", anim)) }
    anim.delegate?.animationDidStop(anim, finished: true)
  }

  /// The kept animation under `key`, if any; an animation removed on completion is gone by
  /// the time `add(_:forKey:)` returns.
  public func animation(forKey key: String) -> CAAnimation? {
    keptAnimations.last { $0.key == key }?.animation
  }

  /// The keys of the kept animations, or `nil` when there are none.
  public func animationKeys() -> [String]? {
    let keys = keptAnimations.map(\.key).filter { !$0.isEmpty }
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under `key`.
  public func removeAnimation(forKey key: String) {
    keptAnimations.removeAll { $0.key == key }
  }

  /// Removes every animation from the layer.
  public func removeAllAnimations() {
    keptAnimations.removeAll()
  }
}
