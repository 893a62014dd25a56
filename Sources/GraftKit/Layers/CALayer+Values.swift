import Foundation

extension CALayer {
  /// Sets a property by its key, as key-value coding does; a key the layer has no property for
  /// keeps the value, which ``value(forKey:)`` returns.
  public func setValue(_ value: Any?, forKey key: String) {
    setValue(value, forKeyPath: key)
  }

  /// Sets a property by its key path (`"position.x"`, `"bounds.size.width"`,
  /// `"transform.scale"`), as animations name them.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if !setLayerValue(value, forKeyPath: keyPath) { customValues[keyPath] = value }
  }

  /// The value of a property by its key, or of a value kept under a key the layer has no
  /// property for.
  public func value(forKey key: String) -> Any? {
    value(forKeyPath: key)
  }

  /// The value of a property by its key path.
  public func value(forKeyPath keyPath: String) -> Any? {
    if let value = layerValue(forKeyPath: keyPath) { return value }
    return customValues[keyPath]
  }

  /// The layer as it appears on screen: the layer itself, since nothing animates.
  public func presentation() -> Self? { self }

  /// The model layer behind a presentation layer: the layer itself.
  public func model() -> Self { self }

  /// The key paths CALayer itself answers to.
  func setBaseLayerValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    switch keyPath {
    case "opacity": if let number = cgFloat(value) { opacity = Float(number) }
    case "hidden", "isHidden": if let flag = value as? Bool { isHidden = flag }
    case "position": if let point = value as? CGPoint { position = point }
    case "position.x": if let number = cgFloat(value) { position.x = number }
    case "position.y": if let number = cgFloat(value) { position.y = number }
    case "bounds": if let rect = value as? CGRect { bounds = rect }
    case "bounds.size": if let size = value as? CGSize { bounds.size = size }
    case "bounds.size.width": if let number = cgFloat(value) { bounds.size.width = number }
    case "bounds.size.height": if let number = cgFloat(value) { bounds.size.height = number }
    case "bounds.origin": if let point = value as? CGPoint { bounds.origin = point }
    case "frame": if let rect = value as? CGRect { frame = rect }
    case "anchorPoint": if let point = value as? CGPoint { anchorPoint = point }
    case "zPosition": if let number = cgFloat(value) { zPosition = number }
    case "backgroundColor": backgroundColor = cgColor(value)
    case "borderColor": borderColor = cgColor(value)
    case "borderWidth": if let number = cgFloat(value) { borderWidth = number }
    case "cornerRadius": if let number = cgFloat(value) { cornerRadius = number }
    case "shadowColor": shadowColor = cgColor(value)
    case "shadowOpacity": if let number = cgFloat(value) { shadowOpacity = Float(number) }
    case "shadowRadius": if let number = cgFloat(value) { shadowRadius = number }
    case "shadowOffset": if let size = value as? CGSize { shadowOffset = size }
    case "contents": contents = value
    case "transform": if let transform = value as? CATransform3D { self.transform = transform }
    case "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation",
      "transform.rotation.z", "transform.translation.x", "transform.translation.y":
      if let number = cgFloat(value) { setTransformComponent(keyPath, number) }
    default: return false
    }
    return true
  }

  /// The values of the key paths CALayer itself answers to.
  func baseLayerValue(forKeyPath keyPath: String) -> Any?? {
    switch keyPath {
    case "opacity": opacity
    case "hidden", "isHidden": isHidden
    case "position": position
    case "position.x": position.x
    case "position.y": position.y
    case "bounds": bounds
    case "bounds.size": bounds.size
    case "bounds.size.width": bounds.width
    case "bounds.size.height": bounds.height
    case "bounds.origin": bounds.origin
    case "frame": frame
    case "anchorPoint": anchorPoint
    case "zPosition": zPosition
    case "backgroundColor": .some(backgroundColor)
    case "borderColor": .some(borderColor)
    case "borderWidth": borderWidth
    case "cornerRadius": cornerRadius
    case "shadowColor": .some(shadowColor)
    case "shadowOpacity": shadowOpacity
    case "shadowRadius": shadowRadius
    case "shadowOffset": shadowOffset
    case "contents": .some(contents)
    case "transform": transform
    default: nil
    }
  }

  private func setTransformComponent(_ keyPath: String, _ value: CGFloat) {
    switch keyPath {
    case "transform.scale": transform = CATransform3DMakeScale(value, value, 1)
    case "transform.scale.x": transform.m11 = value
    case "transform.scale.y": transform.m22 = value
    case "transform.translation.x": transform.m41 = value
    case "transform.translation.y": transform.m42 = value
    default: transform = CATransform3DMakeRotation(value, 0, 0, 1)
    }
  }
}

/// A number given as any of the types animations carry: `NSNumber`, `Double`, `CGFloat`,
/// `Float` or `Int`.
func cgFloat(_ value: Any?) -> CGFloat? {
  switch value {
  case let number as CGFloat: number
  case let number as Double: CGFloat(number)
  case let number as Float: CGFloat(number)
  case let number as Int: CGFloat(number)
  case let number as NSNumber: CGFloat(number.doubleValue)
  default: nil
  }
}

/// A colour given as a `CGColor` or a `UIColor`.
func cgColor(_ value: Any?) -> CGColor? {
  switch value {
  case let color as CGColor: color
  case let color as UIColor: color.cgColor
  default: nil
  }
}
