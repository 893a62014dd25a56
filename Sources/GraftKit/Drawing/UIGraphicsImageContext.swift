public import Foundation

/// The image contexts begun and not yet ended, innermost last.
@MainActor private var imageContexts: [CGContext] = []

/// Begins an image context of `size` and makes it current; `opaque` and `scale` are kept, since
/// an image is cells, one a point.
///
/// Prefer `UIGraphicsImageRenderer`; this is the older way, still common:
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 1), false, 0)
/// "abcd".draw(at: .zero)
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
@MainActor @preconcurrency
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let context = makeImageContext(for: CGRect(origin: .zero, size: size))
  imageContexts.append(context)
  UIGraphicsPushContext(context)
}

/// Begins an image context of `size` and makes it current.
@MainActor @preconcurrency
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds, or `nil` when the current context is
/// not an image context.
@MainActor @preconcurrency
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let context = imageContexts.last, UIGraphicsGetCurrentContext() === context else { return nil }
  return UIImage(cells: context.buffer)
}

/// Ends the current image context, making the context before it current again.
@MainActor @preconcurrency
public func UIGraphicsEndImageContext() {
  guard let context = imageContexts.popLast() else { return }
  if UIGraphicsGetCurrentContext() === context { UIGraphicsPopContext() }
}
