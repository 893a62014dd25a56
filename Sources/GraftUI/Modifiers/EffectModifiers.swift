import Foundation

/// A visual effect a terminal cannot show, kept on the view so that its value is still there to
/// read: blurs, colour adjustments, transitions and the like (docs/Divergences.md).
package struct KeptEffectModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never

  /// One effect and its value.
  package enum Effect: Equatable {
    case blur(radius: CGFloat, opaque: Bool)
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
    case colorInvert
    case luminanceToAlpha
    case compositingGroup
    case drawingGroup(opaque: Bool)
    case blendMode(String)
    case transition(String)
    case contentTransition(String)
    case hover
    case matchedGeometry(id: AnyHashable, namespace: Namespace.ID, isSource: Bool)
    case mask(String)
    case symbolEffect(String)
  }

  package let effect: Effect

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Clips its content to its frame (and to a shape's outline, for `clipShape`), and gives its
/// container view's layer the corner radius and shadow the modifiers asked for, so the shadow
/// draws as the layer's does.
package struct ClipAndShadowModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let clips: Bool
  let cornerRadius: CGFloat
  let shadow: (color: Color, radius: CGFloat, offset: CGSize)?
  /// The shape the content is clipped to, and how its inside is told.
  var shape: (shape: any Shape, style: FillStyle)? = nil

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { ContainerLayout(UIView(), node: node) }
    let view = layout.view
    if view.clipsToBounds != clips { view.clipsToBounds = clips }
    if let (shape, style) = shape {
      view.clipOutline = ClipOutline(isEvenOdd: style.isEOFilled) { shape.path(in: $0).cgPath }
    } else if view.clipOutline != nil {
      view.clipOutline = nil
    }
    let radius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
    if radius > 0 || view.layer.cornerRadius != 0 { view.layer.cornerRadius = radius }
    if let shadow {
      view.layer.shadowColor = shadow.color.uiColor.cgColor
      view.layer.shadowOpacity = Float(shadow.color.uiColor.alphaComponent)
      view.layer.shadowRadius = shadow.radius
      // NB: A shadow with no offset still shows, one cell to the right and below, as a card's
      // soft shadow falls on iOS.
      view.layer.shadowOffset =
        shadow.offset == .zero ? CGSize(width: 1, height: 1) : shadow.offset
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension ClipAndShadowModifier: ViewInput {
  package func isSameInput(as other: ClipAndShadowModifier) -> Bool {
    clips == other.clips && cornerRadius == other.cornerRadius && shadow?.color == other.shadow?.color
      && shadow?.radius == other.shadow?.radius && shadow?.offset == other.shadow?.offset
      && sameShape(as: other)
  }

  private func sameShape(as other: ClipAndShadowModifier) -> Bool {
    switch (shape, other.shape) {
    case (nil, nil): true
    case let (mine?, theirs?): mine.style == theirs.style && ViewComparison.areEqual(mine.shape, theirs.shape)
    default: false
    }
  }
}

extension View {
  /// Clips this view to its bounding frame, with the specified corner radius.
  ///
  /// The content is clipped to its frame; the radius is kept on the backing view's layer.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(ClipAndShadowModifier(clips: true, cornerRadius: radius, shadow: nil))
  }

  /// Sets a clipping shape for this view.
  ///
  /// ```swift
  /// Image("avatar").clipShape(Circle())
  /// ```
  ///
  /// The shape is laid over the view's frame, and only what lies inside it shows: text by
  /// whether a cell's centre is inside, colours and blocks by quarter cells and braille by dot
  /// (docs/Drawing.md).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(ClipAndShadowModifier(clips: true, cornerRadius: 0, shadow: nil, shape: (shape, style)))
  }

  /// Adds a shadow to this view.
  ///
  /// ```swift
  /// card.shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
  /// ```
  ///
  /// The shadow draws as a shade one cell beyond the view, towards its offset.
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    modifier(
      ClipAndShadowModifier(clips: false, cornerRadius: 0, shadow: (color, radius, CGSize(width: x, height: y))))
  }

  /// Masks this view using the alpha channel of the given view; kept, the content draws whole.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(KeptEffectModifier(effect: .mask(String(describing: Mask.self))))
  }

  /// Masks this view using the alpha channel of the given view; kept, the content draws whole.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(KeptEffectModifier(effect: .mask(String(describing: Mask.self))))
  }

  /// Applies a Gaussian blur to this view; kept, not drawn.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(KeptEffectModifier(effect: .blur(radius: radius, opaque: opaque)))
  }

  /// Adjusts the colour saturation of this view; kept, not drawn.
  public func saturation(_ amount: Double) -> some View {
    modifier(KeptEffectModifier(effect: .saturation(amount)))
  }

  /// Brightens this view by the specified amount; kept, not drawn.
  public func brightness(_ amount: Double) -> some View {
    modifier(KeptEffectModifier(effect: .brightness(amount)))
  }

  /// Sets the contrast and separation between similar colours in this view; kept, not drawn.
  public func contrast(_ amount: Double) -> some View {
    modifier(KeptEffectModifier(effect: .contrast(amount)))
  }

  /// Adds a grayscale effect to this view; kept, not drawn.
  public func grayscale(_ amount: Double) -> some View {
    modifier(KeptEffectModifier(effect: .grayscale(amount)))
  }

  /// Applies a hue rotation effect to this view; kept, not drawn.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(KeptEffectModifier(effect: .hueRotation(angle)))
  }

  /// Adds a colour multiplication effect to this view; kept, not drawn.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(KeptEffectModifier(effect: .colorMultiply(color)))
  }

  /// Inverts the colours in this view; kept, not drawn.
  public func colorInvert() -> some View {
    modifier(KeptEffectModifier(effect: .colorInvert))
  }

  /// Adds a luminance to alpha effect to this view; kept, not drawn.
  public func luminanceToAlpha() -> some View {
    modifier(KeptEffectModifier(effect: .luminanceToAlpha))
  }

  /// Wraps this view in a compositing group; a terminal composites cells as they are drawn.
  public func compositingGroup() -> some View {
    modifier(KeptEffectModifier(effect: .compositingGroup))
  }

  /// Composites this view's contents into an offscreen image before final display; kept.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(KeptEffectModifier(effect: .drawingGroup(opaque: opaque)))
  }

  /// Sets the blend mode for compositing this view with overlapping views; kept, not drawn.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(KeptEffectModifier(effect: .blendMode(String(describing: blendMode))))
  }

  /// Associates a transition with the view: kept, since insertions and removals apply at once.
  public func transition(_ t: AnyTransition) -> some View {
    modifier(KeptEffectModifier(effect: .transition(t.name)))
  }

  /// Associates a transition with the view: kept, since insertions and removals apply at once.
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(KeptEffectModifier(effect: .transition(String(describing: T.self))))
  }

  /// Modifies the view to use a given transition as its method of animating changes to its
  /// contents; kept.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    modifier(KeptEffectModifier(effect: .contentTransition(transition.name)))
  }

  /// Defines a group of views with synchronized geometry; kept, as views move at once.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(KeptEffectModifier(effect: .matchedGeometry(id: AnyHashable(id), namespace: namespace, isSource: isSource)))
  }
}

/// The set of colour rendering modes for offscreen composition.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
  case plusDarker, plusLighter
}

/// A set of view properties that may be synchronized between views using the
/// `matchedGeometryEffect` modifier.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The view's position, in window coordinates.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size, in local coordinates.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both the position and size properties.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property.
@propertyWrapper
@MainActor @preconcurrency
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let box = NamespaceBox()

  /// Creates a namespace.
  public init() {}

  /// The namespace's identity, the same for as long as its view's identity lasts.
  public var wrappedValue: Namespace.ID { box.id ?? ID(value: 0) }
}

@MainActor
private final class NamespaceBox {
  var id: Namespace.ID?
}

@MainActor
private final class NamespaceStorage {
  static var next = 1
  let id: Namespace.ID
  init() {
    id = Namespace.ID(value: Self.next)
    Self.next += 1
  }
}

extension Namespace: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    box.id = node.storage(at: index) { NamespaceStorage() }.id
  }
}

extension Namespace: ViewInput {
  package func isSameInput(as other: Namespace) -> Bool { true }
}
