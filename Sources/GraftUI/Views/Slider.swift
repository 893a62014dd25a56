import Foundation

/// A control for selecting a value from a bounded linear range of values, backed by a
/// `UISlider`.
///
/// ```swift
/// @State private var speed = 50.0
/// @State private var isEditing = false
///
/// var body: some View {
///   Slider(value: $speed, in: 0...100, step: 5) { editing in
///     isEditing = editing
///   }
/// }
/// ```
///
/// The track, `━━━━●─────`, takes the full width it is offered, between the minimum and maximum
/// value labels when there are any. Pressing or dragging along it writes the binding, snapped
/// to `step` and kept within the bounds; `onEditingChanged` hears `true` when a press begins and
/// `false` when it ends. The label is not drawn, as on iOS, but is the slider's accessibility
/// label.
public struct Slider<Label: View, ValueLabel: View>: View {
  package let getValue: () -> Double
  package let setValue: (Double) -> Void
  package let bounds: ClosedRange<Double>
  package let step: Double?
  package let onEditingChanged: (Bool) -> Void
  package let label: Label
  package let minimumValueLabel: ValueLabel?
  package let maximumValueLabel: ValueLabel?

  private init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
    minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    // NB: Read through the location, not `wrappedValue`, which during an update is the value
    // the binding had when it was made.
    getValue = { Double(value.location.get()) }
    setValue = { value.wrappedValue = V($0) }
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.onEditingChanged = onEditingChanged
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// Creates a slider to select a value from a given range, subject to a step increment,
  /// which displays the provided labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }

  /// Creates a slider to select a value from a given range, which displays the provided
  /// labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range, which displays the provided label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }

  /// Creates a slider to select a value from a given range, subject to a step increment,
  /// which displays the provided label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }

  /// Creates a slider to select a value from a given range, subject to a step increment.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.primitiveState as? SliderState ?? {
      let state = SliderState()
      node.primitiveState = state
      node.layout = SliderLayout(state.control)
      return state
    }()
    let environment = node.environment
    state.setValue = setValue
    state.bounds = bounds
    state.step = step
    state.editing.onEditingChanged = onEditingChanged
    node.updateChild(at: 0, with: HiddenContent(label), environment: environment)
    node.updateChild(at: 1, with: minimumValueLabel, environment: environment)
    node.updateChild(at: 2, with: maximumValueLabel, environment: environment)
    let control = state.control
    // NB: Minimum first: a minimum above the old maximum raises it, and the maximum then set
    // is at least the minimum, so the bounds always end as given.
    control.minimumValue = Float(bounds.lowerBound)
    control.maximumValue = Float(bounds.upperBound)
    let value = Float(node.tracking { getValue() })
    if control.value != value { control.setValue(value, animated: false) }
    control.isEnabled = environment.isEnabled
    control.accessibilityLabel = node.children.first?.labelText
  }
}

/// What a slider node keeps: its `UISlider` and what its actions need from the latest view.
@MainActor
private final class SliderState {
  let control = UISlider()
  var setValue: (Double) -> Void = { _ in }
  var bounds: ClosedRange<Double> = 0...1
  var step: Double?
  lazy var editing = EditingReporter(control)

  init() {
    control.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        editing.beginIfPressed()
        let value = snapped(Double(control.value))
        Update.outside { self.setValue(value) }
      }, for: .valueChanged)
  }

  /// `value` moved to the nearest step from the lower bound, within the bounds.
  private func snapped(_ value: Double) -> Double {
    guard let step, step > 0 else { return min(max(value, bounds.lowerBound), bounds.upperBound) }
    let steps = ((value - bounds.lowerBound) / step).rounded()
    var result = bounds.lowerBound + steps * step
    // NB: The last step may overshoot a range that is not a whole number of steps long.
    while result > bounds.upperBound { result -= step }
    return max(result, bounds.lowerBound)
  }
}

/// A slider's layout: the minimum value label, the track across the rest of the width, and the
/// maximum value label, one cell apart.
@MainActor
private final class SliderLayout: LayoutState, NodeLayout {
  let container = UIView()
  let control: UISlider
  private let spacing: CGFloat = 1
  private let row = StackLayout(axis: .horizontal)
  /// The track's width when the slider is asked for its ideal size.
  private let idealTrackWidth: CGFloat = 10

  init(_ control: UISlider) {
    self.control = control
    container.addSubview(control)
  }

  var hostView: UIView? { container }

  /// The sizes of the minimum and maximum value labels, and the gaps they take.
  private func valueLabels(of node: ViewNode) -> (
    minimum: [ViewNode], maximum: [ViewNode], minimumSize: CGSize, maximumSize: CGSize
  ) {
    let children = node.children
    let minimum = children.count > 1 ? children[1].layoutNodes : []
    let maximum = children.count > 2 ? children[2].layoutNodes : []
    return (
      minimum, maximum, row.sizeThatFits(.unspecified, children: minimum),
      row.sizeThatFits(.unspecified, children: maximum)
    )
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let labels = valueLabels(of: node)
    let labelsWidth =
      labels.minimumSize.width + labels.maximumSize.width
      + (labels.minimum.isEmpty ? 0 : spacing) + (labels.maximum.isEmpty ? 0 : spacing)
    return CGSize(
      width: proposal.width.map { max($0, labelsWidth + 1) } ?? labelsWidth + idealTrackWidth,
      height: max(1, labels.minimumSize.height, labels.maximumSize.height))
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let labels = valueLabels(of: node)
    func centred(_ size: CGSize, at x: CGFloat) -> CGRect {
      CGRect(
        origin: CGPoint(x: x, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down)),
        size: size)
    }
    row.place(labels.minimum, in: centred(labels.minimumSize, at: bounds.minX))
    row.place(
      labels.maximum, in: centred(labels.maximumSize, at: bounds.maxX - labels.maximumSize.width))
    let leading = labels.minimum.isEmpty ? 0 : labels.minimumSize.width + spacing
    let trailing = labels.maximum.isEmpty ? 0 : labels.maximumSize.width + spacing
    control.frame = centred(
      CGSize(width: max(0, bounds.width - leading - trailing), height: 1),
      at: bounds.minX + leading)
    node.children.first?.place(in: .zero, proposal: .zero)
  }
}
