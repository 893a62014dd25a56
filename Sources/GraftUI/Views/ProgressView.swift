import Foundation

/// A view that shows the progress toward completion of a task.
///
/// ```swift
/// @State private var progress = 0.5
///
/// var body: some View {
///   VStack {
///     ProgressView(value: progress)
///     ProgressView("Loading…")
///   }
/// }
/// ```
///
/// With a value, a progress view is a `UIProgressView` bar, `█████░░░░░`, across the full width
/// offered, with its label above it and its current value label below, leading-aligned. Without
/// one (or with a `nil` value) it is an animating `UIActivityIndicatorView`, one cell, with its
/// label centred below. The label's text is the indicator's accessibility label.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// The fraction completed, from 0 to 1, or `nil` for an indeterminate view.
  package let fractionCompleted: Double?
  package let label: Label
  package let currentValueLabel: CurrentValueLabel

  private init(fractionCompleted: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
    self.fractionCompleted = fractionCompleted
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// Creates a progress view for showing determinate progress that displays a custom label
  /// and a custom current value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fractionCompleted: ProgressView.fraction(value, total), label: label(),
      currentValueLabel: currentValueLabel())
  }

  /// `value` as a fraction of `total`, or `nil` without a value.
  private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    // NB: A total of zero would divide to infinity or NaN; SwiftUI shows an empty bar.
    guard total > 0 else { return 0 }
    return Double(value) / Double(total)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress that displays a custom label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fractionCompleted: nil, label: label(), currentValueLabel: EmptyView())
  }

  /// Creates a progress view for showing determinate progress that displays a custom label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(
      fractionCompleted: ProgressView.fraction(value, total), label: label(),
      currentValueLabel: EmptyView())
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, without a label.
  public init() {
    self.init(fractionCompleted: nil, label: EmptyView(), currentValueLabel: EmptyView())
  }

  /// Creates a progress view for showing determinate progress.
  ///
  /// A `nil` value makes the progress view indeterminate.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(
      fractionCompleted: ProgressView.fraction(value, total), label: EmptyView(),
      currentValueLabel: EmptyView())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress that generates its label from
  /// a localized string.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fractionCompleted: nil, label: Text(titleKey), currentValueLabel: EmptyView())
  }

  /// Creates a progress view for showing indeterminate progress that generates its label from
  /// a string.
  public init<S: StringProtocol>(_ title: S) {
    self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: EmptyView())
  }

  /// Creates a progress view for showing determinate progress that generates its label from a
  /// localized string.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(
      fractionCompleted: ProgressView.fraction(value, total), label: Text(titleKey),
      currentValueLabel: EmptyView())
  }

  /// Creates a progress view for showing determinate progress that generates its label from a
  /// string.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(
      fractionCompleted: ProgressView.fraction(value, total), label: Text(title),
      currentValueLabel: EmptyView())
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// Creates a progress view based on a style configuration: inside a custom style's body, the
  /// progress view as the default style draws it.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fractionCompleted: configuration.fractionCompleted,
      label: configuration.label ?? .init(content: AnyView(EmptyView())),
      currentValueLabel: configuration.currentValueLabel ?? .init(content: AnyView(EmptyView())))
  }
}

extension ProgressView: PrimitiveView {
  package func update(_ node: ViewNode) {
    let style = node.environment.progressViewStyle
    if let style, !(style is any BuiltInProgressViewStyle) {
      return updateStyled(node, style: style)
    }
    let builtIn = style as? any BuiltInProgressViewStyle
    let layout = node.layout { ProgressLayout() }
    let environment = node.environment
    node.updateChild(at: 0, with: label, environment: environment)
    node.updateChild(at: 1, with: currentValueLabel, environment: environment)
    let tint = (builtIn?.tint ?? environment.tint)?.uiColor
    let indicator: UIView
    if let fractionCompleted, builtIn?.isCircular != true {
      let bar = layout.bar
      let progress = Float(fractionCompleted)
      if bar.progress != progress { bar.setProgress(progress, animated: false) }
      bar.progressTintColor = tint
      indicator = bar
    } else {
      let spinner = layout.spinner
      if !spinner.isAnimating { spinner.startAnimating() }
      spinner.color = tint
      indicator = spinner
    }
    layout.show(indicator)
    indicator.accessibilityLabel = node.children.first?.labelText
    layout.isLinear = indicator === layout.bar
  }

  /// A progress view drawn by a custom style: the style's body.
  private func updateStyled(_ node: ViewNode, style: any ProgressViewStyle) {
    _ = node.layout { ContainerLayout(UIView(), node: node) }
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fractionCompleted.map { min(max($0, 0), 1) },
      label: label is EmptyView ? nil : .init(content: AnyView(label)),
      currentValueLabel: currentValueLabel is EmptyView ? nil : .init(content: AnyView(currentValueLabel)))
    var environment = node.environment
    // NB: A `ProgressView(configuration)` in the body draws as the default style.
    environment.progressViewStyle = nil
    node.updateChild(at: 0, with: AnyView(style.makeBody(configuration: configuration)), environment: environment)
  }
}

/// A progress view's layout: the label, the bar and the current value label in rows across the
/// full width; or the spinner with the label centred below it.
@MainActor
private final class ProgressLayout: LayoutState, NodeLayout {
  let container = UIView()
  private(set) lazy var bar = UIProgressView(progressViewStyle: .default)
  private(set) lazy var spinner = UIActivityIndicatorView(style: .medium)
  var isLinear = false
  /// The bar's width when the view is asked for its ideal size.
  private let idealBarWidth: CGFloat = 10

  var hostView: UIView? { container }

  /// Makes `indicator` the one the container shows.
  func show(_ indicator: UIView) {
    guard indicator.superview !== container else { return }
    for view in container.subviews where !view.isManagedByGraph { view.removeFromSuperview() }
    container.addSubview(indicator)
  }

  private var rows: StackLayout {
    StackLayout(axis: .vertical, crossAlignment: isLinear ? 0 : 0.5)
  }

  private func labels(of node: ViewNode) -> (label: [ViewNode], value: [ViewNode]) {
    let children = node.children
    return (
      children.first?.layoutNodes ?? [], children.count > 1 ? children[1].layoutNodes : []
    )
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let (label, value) = labels(of: node)
    let offer = ProposedViewSize(width: proposal.width, height: nil)
    let labelSize = rows.sizeThatFits(offer, children: label)
    let valueSize = rows.sizeThatFits(offer, children: value)
    let height = labelSize.height + 1 + valueSize.height
    guard isLinear else {
      return CGSize(width: max(1, labelSize.width), height: height)
    }
    let widest = max(labelSize.width, valueSize.width)
    return CGSize(width: proposal.width ?? max(widest, idealBarWidth), height: height)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let (label, value) = labels(of: node)
    let offer = ProposedViewSize(width: bounds.width, height: nil)
    let labelHeight = rows.sizeThatFits(offer, children: label).height
    let valueHeight = rows.sizeThatFits(offer, children: value).height
    var y = bounds.minY
    if isLinear {
      rows.place(label, in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: labelHeight))
      y += labelHeight
      bar.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: 1)
      y += 1
      rows.place(value, in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: valueHeight))
    } else {
      spinner.frame = CGRect(
        x: bounds.minX + ((bounds.width - 1) / 2).rounded(.down), y: y, width: 1, height: 1)
      y += 1
      rows.place(label, in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: labelHeight))
      // NB: A circular progress view shows no current value label.
      rows.place(value, in: CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
    }
  }
}
