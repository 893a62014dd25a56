public import Foundation

/// The region a text view lays its text out in, as far as apps read it.
///
/// A text view keeps its container's ``size`` at its own width inside its insets while
/// ``widthTracksTextView`` is `true`, the default. Graft wraps text by terminal columns with no
/// padding, so ``lineFragmentPadding`` is 0 by default (UIKit's is 5 points) and setting it
/// changes nothing; ``maximumNumberOfLines``, ``lineBreakMode`` and ``exclusionPaths`` are
/// stored only.
@MainActor @preconcurrency
open class NSTextContainer {
  /// The container's size; a text view sets it while it tracks the view.
  open var size: CGSize
  /// The space at each end of every line. Stored only; Graft lays out with none.
  open var lineFragmentPadding: CGFloat = 0
  /// The most lines to lay out, 0 for no limit. Stored only.
  open var maximumNumberOfLines = 0
  /// How the last line breaks. Stored only.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Regions text flows around. Stored only.
  open var exclusionPaths: [UIBezierPath] = []
  /// Whether the width follows the text view's. The default is `true`.
  open var widthTracksTextView = true
  /// Whether the height follows the text view's. The default is `false`.
  open var heightTracksTextView = false

  /// Creates a container of a size.
  public init(size: CGSize) {
    self.size = size
  }
}

/// The object that lays out a text view's text, as far as apps read it.
@MainActor @preconcurrency
open class NSLayoutManager {
  /// The size the laid-out text uses: the widest line and the number of lines.
  var usedSize: CGSize = .zero

  /// Creates a layout manager.
  public init() {}

  /// Whether layout may skip text out of sight. Stored only: Graft lays out all of it.
  open var allowsNonContiguousLayout = false

  /// Lays the text out; a text view's text is always laid out already.
  open func ensureLayout(for container: NSTextContainer) {}

  /// The rectangle the laid-out text uses in `container`, from its top-left corner.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    CGRect(origin: .zero, size: usedSize)
  }
}
