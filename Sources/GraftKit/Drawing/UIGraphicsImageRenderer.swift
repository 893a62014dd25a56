public import Foundation
import GraftGraphics

/// The settings a graphics renderer makes its contexts with.
@MainActor @preconcurrency
open class UIGraphicsRendererFormat {
  /// Creates a format with the default settings.
  public required init() {}

  /// A format with the default settings for the current device.
  open class func `default`() -> Self { Self() }

  /// A format with the settings that suit the current device best.
  open class func preferred() -> Self { Self() }

  /// The bounds of the renderer this format belongs to.
  public internal(set) var bounds: CGRect = .zero
}

/// The settings of an image renderer: scale, opacity and colour range, all kept; an image is
/// cells, one a point, whatever they say.
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// The colour ranges an image may be drawn in.
  public enum Range: Int, Sendable {
    case unspecified = -1, automatic, extended, standard
  }

  /// The display scale of the image; the default is 1, since one point is one cell.
  open var scale: CGFloat = 1
  /// Whether the image is opaque; kept.
  open var opaque = false
  /// The colour range the image is drawn in; kept.
  open var preferredRange = Range.automatic
  /// Whether the image uses the extended colour range; kept.
  open var prefersExtendedRange = false
}

/// A renderer that makes drawing contexts.
@MainActor @preconcurrency
open class UIGraphicsRenderer {
  /// The format the renderer's contexts are made with.
  open var format: UIGraphicsRendererFormat { storedFormat }
  private let storedFormat: UIGraphicsRendererFormat
  /// The area the renderer draws, in points.
  let bounds: CGRect

  /// Creates a renderer for `bounds` with `format`.
  public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    self.bounds = bounds.standardized.layerSafe
    storedFormat = format
    format.bounds = self.bounds
  }

  /// Creates a renderer for `bounds` with the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
  }

  /// Whether the renderer makes images.
  open var allowsImageOutput: Bool { true }
}

/// A renderer that draws images: what `actions` draws with UIKit or Core Graphics becomes a
/// `UIImage` of cells that a `UIImageView` or a layer's `contents` shows.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4))
/// let badge = renderer.image { context in
///   UIColor.systemRed.setFill()
///   context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
///   "NEW".draw(at: CGPoint(x: 2, y: 1))
/// }
/// imageView.image = badge
/// ```
///
/// An image is at most 1,024 cells each way; a larger, negative or non-finite size is cut to
/// fit. `pngData(actions:)` and `jpegData(withCompressionQuality:actions:)` are not provided:
/// cells have no pixels to encode.
@MainActor @preconcurrency
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// What an image renderer's drawing block is given.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// The renderer's image format.
  open override var format: UIGraphicsImageRendererFormat {
    // NB: Every initialiser of this class stores an image format.
    (super.format as? UIGraphicsImageRendererFormat) ?? UIGraphicsImageRendererFormat()
  }

  /// Creates a renderer of images of `size`, with the default format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat.default())
  }

  /// Creates a renderer of images of `size`, with `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    // NB: A negative size is no size, rather than a rectangle reaching up or left.
    func length(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    self.init(bounds: CGRect(x: 0, y: 0, width: length(size.width), height: length(size.height)), format: format)
  }

  /// Creates a renderer of images of `bounds`, with `format`: what is drawn at the bounds'
  /// origin lands at the image's top-left corner.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    super.init(bounds: bounds, format: format)
  }

  /// Runs `actions` with a fresh context covering the renderer's bounds, current as
  /// `UIGraphicsGetCurrentContext()`, and returns what it drew.
  public func image(actions: DrawingActions) -> UIImage {
    let context = makeImageContext(for: bounds)
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    withCurrentContext(context) { actions(rendererContext) }
    return UIImage(cells: context.buffer)
  }
}

/// A context covering `bounds`, whose origin lies at the image's top-left corner.
@MainActor
func makeImageContext(for bounds: CGRect) -> CGContext {
  func cells(_ length: CGFloat) -> Int {
    guard length.isFinite, length > 0 else { return 0 }
    return Int(min(length.rounded(.up), 1_024))
  }
  let context = CGContext(width: cells(bounds.width), height: cells(bounds.height))
  context.begin(origin: (-Int(bounds.minX.rounded()), -Int(bounds.minY.rounded())), clip: context.buffer.bounds)
  return context
}

/// The drawing environment of a graphics renderer.
@MainActor @preconcurrency
open class UIGraphicsRendererContext {
  /// The Core Graphics context to draw in.
  public let cgContext: CGContext
  /// The format the context was made with.
  open var format: UIGraphicsRendererFormat { storedFormat }
  private let storedFormat: UIGraphicsRendererFormat

  init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
    self.cgContext = cgContext
    storedFormat = format
  }

  /// Fills `rect` with the current fill colour, in whole cells.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect` with the current fill colour; every blend mode draws as `.normal`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }

  /// Strokes the outline of `rect` with the current stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Strokes the outline of `rect`; every blend mode draws as `.normal`.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }

  /// Limits further drawing to `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The drawing environment of an image renderer.
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  /// The format the context was made with.
  open override var format: UIGraphicsImageRendererFormat {
    (super.format as? UIGraphicsImageRendererFormat) ?? UIGraphicsImageRendererFormat()
  }

  /// What has been drawn so far, as an image.
  open var currentImage: UIImage { UIImage(cells: cgContext.buffer) }
}
