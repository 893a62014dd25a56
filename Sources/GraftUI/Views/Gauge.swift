import Foundation

/// A view that shows a value within a range.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// The gauge hands its value, as a fraction of the range, and its labels to the gauge style in
/// the environment, whose body draws it; see ``GaugeStyle`` for the built-in forms.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  package let fraction: Double
  package let label: Label
  package let currentValueLabel: CurrentValueLabel
  package let minimumValueLabel: BoundsLabel
  package let maximumValueLabel: BoundsLabel
  package let markedValueLabels: MarkedValueLabels

  /// Creates a gauge showing a value within a range, with labels for its current value, its
  /// bounds and marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.fraction = Self.fraction(of: value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.markedValueLabels = markedValueLabels()
  }

  /// `value`'s place in `bounds`, from 0 to 1: clamped, as SwiftUI draws a value out of range
  /// at the nearer end, and 0 for a range of no width or a value that is not a number.
  private static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
    let width = Double(bounds.upperBound - bounds.lowerBound)
    let fraction = Double(value - bounds.lowerBound) / width
    guard width > 0, fraction.isFinite else { return 0 }
    return min(max(fraction, 0), 1)
  }

  public var body: some View {
    GaugeBody(
      configuration: GaugeStyleConfiguration(
        value: fraction, label: .init(content: AnyView(label)),
        currentValueLabel: Self.optional(currentValueLabel).map { .init(content: $0) },
        minimumValueLabel: Self.optional(minimumValueLabel).map { .init(content: $0) },
        maximumValueLabel: Self.optional(maximumValueLabel).map { .init(content: $0) },
        markedValueLabels: .init(content: AnyView(markedValueLabels))))
  }

  /// `view` erased, or `nil` when the gauge was given none.
  private static func optional(_ view: some View) -> AnyView? {
    view is EmptyView ? nil : AnyView(view)
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range, with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range, with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range, with a label, a current value label and
  /// labels for the range's bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Creates a gauge showing a value within a range, with a label, a current value label and
  /// marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
  }
}

/// Draws a gauge's configuration with the gauge style in the environment.
private struct GaugeBody: View {
  let configuration: GaugeStyleConfiguration
  @Environment(\.gaugeStyle) private var style

  var body: some View {
    if let style {
      AnyView(style.makeBody(configuration: configuration))
    } else {
      DefaultGaugeStyle().makeBody(configuration: configuration)
    }
  }
}
