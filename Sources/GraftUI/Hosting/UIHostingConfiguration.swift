public import Foundation

/// A content configuration that shows SwiftUI views in a collection or table view cell.
///
/// The content is hosted in the cell as a `UIHostingController`'s is: its own view graph,
/// laid out in the cell's content view, leading-aligned, with margins of one cell at the
/// leading and trailing edges unless ``margins(_:_:)-(_,CGFloat)`` says otherwise.
///
/// ```swift
/// cell.contentConfiguration = UIHostingConfiguration {
///   HStack { Text(contact.name); Spacer(); Text(contact.phone) }
/// }
/// .margins(.horizontal, 2)
/// ```
@MainActor @preconcurrency
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  let content: Content
  let background: Background
  var margins = EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
  var minWidth: CGFloat?
  var minHeight: CGFloat?

  init(content: Content, background: Background) {
    self.content = content
    self.background = background
  }

  /// A configuration showing `content`.
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.init(content: content(), background: EmptyView())
  }

  /// The same configuration with `content` drawn behind the cell's content, margins included.
  public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
    var made = UIHostingConfiguration<Content, B>(content: self.content, background: content())
    made.margins = margins
    made.minWidth = minWidth
    made.minHeight = minHeight
    return made
  }

  /// The same configuration with `style` filling the cell behind its content.
  public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
    background { _UIHostingConfigurationBackgroundView(style: style) }
  }

  /// The same configuration with margins of `length` at `edges`.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    var made = self
    if edges.contains(.top) { made.margins.top = length }
    if edges.contains(.leading) { made.margins.leading = length }
    if edges.contains(.bottom) { made.margins.bottom = length }
    if edges.contains(.trailing) { made.margins.trailing = length }
    return made
  }

  /// The same configuration with the margins of `insets` at `edges`.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
    var made = self
    if edges.contains(.top) { made.margins.top = insets.top }
    if edges.contains(.leading) { made.margins.leading = insets.leading }
    if edges.contains(.bottom) { made.margins.bottom = insets.bottom }
    if edges.contains(.trailing) { made.margins.trailing = insets.trailing }
    return made
  }

  /// The same configuration with the cell at least `width` wide and `height` high. Graft's
  /// layouts size cells themselves; the content fills at least this size within the cell.
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var made = self
    made.minWidth = width
    made.minHeight = height
    return made
  }

  public func makeContentView() -> any UIView & UIContentView {
    HostingConfigurationContentView(configuration: self)
  }

  /// The same configuration: SwiftUI content reads its state from the environment instead.
  public func updated(for state: any UIConfigurationState) -> Self { self }

  /// The view the content view hosts: the content within its margins, over its background.
  var hostedView: some View {
    content
      .padding(margins)
      .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight, maxHeight: .infinity, alignment: .leading)
      .background { background }
  }
}

/// The background a ``UIHostingConfiguration`` draws for a shape style.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
  let style: S
  public var body: some View {
    Color.clear.background(style)
  }
}

/// The content view of a ``UIHostingConfiguration``: a hosting view filling it.
@MainActor
final class HostingConfigurationContentView: UIView, UIContentView {
  private let host = HostingView(frame: .zero, controller: nil)
  private var current: any UIContentConfiguration

  init<Content: View, Background: View>(configuration: UIHostingConfiguration<Content, Background>) {
    current = configuration
    super.init(frame: .zero)
    host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(host)
    host.setRootView(configuration.hostedView)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  var configuration: any UIContentConfiguration {
    get { current }
    set {
      current = newValue
      if let hosted = (newValue as? any HostedConfiguration)?.anyHostedView { host.setRootView(hosted) }
    }
  }

  func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is any HostedConfiguration
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    host.frame = bounds
  }
}

/// A hosting configuration of any content, as its content view takes it.
@MainActor
protocol HostedConfiguration {
  var anyHostedView: any View { get }
}

extension UIHostingConfiguration: HostedConfiguration {
  var anyHostedView: any View { hostedView }
}
