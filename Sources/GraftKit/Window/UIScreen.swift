public import Foundation

/// The screen the app runs on: in Graft, the terminal.
///
/// Its bounds are the terminal's size in cells, one point per cell, so `scale` is 1. Its traits
/// are those every view starts from: the size classes by its size, and the light or dark style
/// of the terminal's background, which the host sets (dark unless told otherwise).
@MainActor @preconcurrency
open class UIScreen: UITraitEnvironment {
  /// The screen the app runs on.
  public static let main = UIScreen()

  /// The screen's size in points, which is the terminal's size in cells. A host sets it.
  public package(set) var bounds = CGRect(x: 0, y: 0, width: 80, height: 24) {
    didSet {
      guard bounds.size != oldValue.size else { return }
      changeTraits { UIScreenTraits.set(size: bounds.size) }
      let device = UIDevice.current
      if device.isGeneratingDeviceOrientationNotifications,
        (bounds.width > bounds.height) != (oldValue.width > oldValue.height)
      {
        NotificationCenter.default.post(
          name: UIDevice.orientationDidChangeNotification, object: device)
      }
    }
  }

  /// The screen's size in pixels: its bounds, since a cell is one point and one pixel.
  public var nativeBounds: CGRect { CGRect(origin: .zero, size: bounds.size) }

  /// Points per pixel; a cell is one point.
  public var scale: CGFloat { 1 }

  /// The scale of the physical screen: 1, as ``scale``.
  public var nativeScale: CGFloat { 1 }

  /// The screen's brightness, from 0 to 1. Stored only: a terminal's brightness is its own.
  public var brightness: CGFloat = 1 {
    didSet { brightness = min(1, max(0, brightness.isNaN ? 1 : brightness)) }
  }

  /// The screen's traits, which every view's traits start from.
  public var traitCollection: UITraitCollection {
    UITraitCollection(values: UIScreenTraits.values)
  }

  /// Called after the screen's traits change. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The terminal background's style, which views without an override draw in. A host that
  /// knows the background sets it; `.unspecified` is taken as dark.
  package var userInterfaceStyle: UIUserInterfaceStyle {
    get { UIScreenTraits.values.userInterfaceStyle }
    set { changeTraits { UIScreenTraits.set(style: newValue) } }
  }

  /// The preferred text size every view starts from. A host sets it.
  package var preferredContentSizeCategory: UIContentSizeCategory {
    get { UIScreenTraits.values.preferredContentSizeCategory }
    set { changeTraits { UIScreenTraits.set(contentSize: newValue) } }
  }

  /// Makes a change to the screen's traits and tells every window's views whose traits changed.
  private func changeTraits(_ change: () -> Void) {
    let before = traitCollection
    change()
    let after = traitCollection
    guard before != after else { return }
    traitCollectionDidChange(before)
    for window in UIApplication.shared.windows {
      window.deliverScreenTraitChange(from: before, to: after)
    }
    if before.preferredContentSizeCategory != after.preferredContentSizeCategory {
      NotificationCenter.default.post(
        name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
        userInfo: [UIContentSizeCategory.newValueUserInfoKey: after.preferredContentSizeCategory])
    }
  }

  private init() {}
}
