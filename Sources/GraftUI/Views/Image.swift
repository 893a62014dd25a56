import Foundation

/// A view that displays an image, backed by a `UIImageView`.
///
/// In a terminal an image is a glyph: `Image(systemName: "star.fill")` draws `★`. A system
/// image is a template, drawn in the foreground colour set with `.foregroundColor(_:)` or
/// `.foregroundStyle(_:)`, else in the primary colour, as SwiftUI draws symbols.
///
/// ```swift
/// HStack {
///   Image(systemName: "star.fill")
///     .foregroundColor(.yellow)
///   Text("Favourite")
/// }
/// ```
///
/// A symbol name Graft has no glyph for draws nothing and takes no space.
public struct Image: Equatable, Sendable {
  package enum Source: Hashable, Sendable {
    case system(String)
    case named(String, decorative: Bool)
    case uiImage(UIImage)
  }

  package var source: Source
  package var renderingMode: TemplateRenderingMode?

  /// Creates a system symbol image.
  public init(systemName: String) {
    source = .system(systemName)
  }

  /// Creates an image from the app's assets; its name is its accessibility label.
  ///
  /// Graft apps have no asset catalogues, so the image draws nothing.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name, decorative: false)
  }

  /// Creates an unlabelled, decorative image from the app's assets.
  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .named(name, decorative: true)
  }

  /// Creates an image from a UIKit image.
  public init(uiImage: UIImage) {
    source = .uiImage(uiImage)
  }

  /// A type that indicates how SwiftUI renders images.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Draws the image in the foreground colour.
    case template
    /// Draws the image in its own colours.
    case original
  }

  /// The modes SwiftUI uses to resize an image to fit within its containing view.
  public enum ResizingMode: Hashable, Sendable {
    /// A mode to repeat the image at its original size.
    case tile
    /// A mode to enlarge or reduce the size of an image.
    case stretch
  }

  /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  ///
  /// A glyph cannot be scaled, so a resizable image keeps its size.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    self
  }

  /// The UIKit image this image shows, or `nil` when nothing draws it.
  package var uiImage: UIImage? {
    let image: UIImage? =
      switch source {
      case .system(let name): UIImage(systemName: name)
      case .named(let name, _): UIImage(named: name)
      case .uiImage(let image): image
      }
    switch renderingMode {
    case .template?: return image?.withRenderingMode(.alwaysTemplate)
    case .original?: return image?.withRenderingMode(.alwaysOriginal)
    case nil: return image
    }
  }
}

extension Image: View {
  public typealias Body = Never
}

extension Image: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout {
      // NB: An image is as large as its glyph whatever it is offered, as SwiftUI's images are
      // until made resizable.
      LeafLayout(UIImageView(image: nil)) { view, _ in view.image?.size ?? .zero }
    }
    let environment = node.environment
    let view = layout.view
    view.image = uiImage
    let color = environment.isEnabled ? environment.foregroundColor ?? .primary : .secondary
    view.tintColor = color.uiColor
    if case .named(let name, decorative: false) = source {
      view.accessibilityLabel = name
    } else {
      view.accessibilityLabel = nil
    }
    node.trimChildren(to: 0)
  }
}
