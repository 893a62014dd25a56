import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy.
///
/// The built-in styles draw with views a terminal shows well:
/// - `.linearCapacity` (the default) and `.accessoryLinearCapacity`: the label with the current
///   value label trailing, then the bounds labels either side of a bar filled to the value;
/// - `.accessoryLinear`: the bounds labels either side of a track with a marker, `●`, at the value;
/// - `.accessoryCircularCapacity`: a ring filled to the value around the current value label;
/// - `.accessoryCircular`: an arc open at the bottom, filled to the value, around the current
///   value label, with the bounds labels below its ends.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// A view representing the body of a gauge.
  associatedtype Body: View
  /// Creates a view representing the body of a gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a gauge instance.
  typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
  /// A type-erased label of a gauge, describing its purpose.
  public struct Label: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A type-erased value label of a gauge that contains the current value.
  public struct CurrentValueLabel: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A type-erased value label of a gauge describing the minimum value.
  public struct MinimumValueLabel: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A type-erased value label of a gauge describing the maximum value.
  public struct MaximumValueLabel: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A type-erased label describing a specific value of a gauge.
  public struct MarkedValueLabels: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// The current value of the gauge, as a fraction of its range: from 0 to 1.
  public var value: Double
  /// A view that describes the purpose of the gauge.
  public var label: GaugeStyleConfiguration.Label
  /// A view that describes the current value, if the gauge has one.
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  /// A view that describes the minimum of the range, if the gauge has one.
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  /// A view that describes the maximum of the range, if the gauge has one.
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
  /// The views that describe specific values of the gauge.
  public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

// MARK: - Built-in styles

/// The default gauge view style in the current context of the view being styled: on iOS, a
/// linear capacity gauge.
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates a default gauge style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates a linear capacity gauge style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        configuration.label
        Spacer(minLength: 0)
        configuration.currentValueLabel
      }
      BoundedTrack(configuration: configuration) { GaugeBar(fraction: configuration.value) }
    }
  }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's
/// current value increases, as a widget accessory does.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory linear capacity gauge style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates an accessory linear gauge style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BoundedTrack(configuration: configuration) { GaugeMarkerTrack(fraction: configuration.value) }
  }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's
/// current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory circular capacity gauge style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      GaugeRing(from: 0, to: 1, fraction: configuration.value)
      configuration.currentValueLabel
    }
    .frame(width: GaugeRing.width, height: GaugeRing.height)
  }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the
/// ring to indicate the gauge's current value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates an accessory circular gauge style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      ZStack {
        // NB: The arc leaves a quarter open at the bottom, as the watch face's gauge does.
        GaugeRing(from: 0.125, to: 0.875, fraction: configuration.value)
        configuration.currentValueLabel
      }
      .frame(width: GaugeRing.width, height: GaugeRing.height)
      HStack(spacing: 0) {
        configuration.minimumValueLabel
        Spacer(minLength: 1)
        configuration.maximumValueLabel
      }
      .frame(width: GaugeRing.width)
    }
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default gauge view style in the current context of the view being styled.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A gauge style that displays a bar that fills from leading to trailing edges.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A gauge style that displays a bar that fills from leading to trailing edges, as an accessory.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A gauge style that displays a bar with a marker at the current value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A gauge style that displays a closed ring partially filled in to the current value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A gauge style that displays an open ring with a marker at the current value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

// MARK: - The pieces the built-in styles draw with

/// The bounds labels either side of a track.
private struct BoundedTrack<Track: View>: View {
  let configuration: GaugeStyleConfiguration
  @ViewBuilder let track: Track

  var body: some View {
    HStack(spacing: 1) {
      configuration.minimumValueLabel
      track
      configuration.maximumValueLabel
    }
  }
}

/// A bar one cell high filled to `fraction` in the tint colour: `█` cells, a half block at a
/// half-filled end, and `░` for the rest.
private struct GaugeBar: View {
  let fraction: Double

  var body: some View {
    GeometryReader { proxy in
      let width = max(0, Int(proxy.size.width))
      let halves = Int((fraction * Double(2 * width)).rounded())
      HStack(spacing: 0) {
        Text(String(repeating: "█", count: halves / 2) + (halves % 2 == 1 ? "▌" : ""))
          .foregroundStyle(.tint)
        Text(String(repeating: "░", count: width - halves / 2 - halves % 2))
          .foregroundStyle(.secondary)
      }
    }
    .frame(height: 1)
  }
}

/// A track one cell high with a marker at `fraction`.
private struct GaugeMarkerTrack: View {
  let fraction: Double

  var body: some View {
    GeometryReader { proxy in
      let width = max(1, Int(proxy.size.width))
      let marker = Int((fraction * Double(width - 1)).rounded())
      HStack(spacing: 0) {
        Text(String(repeating: "─", count: marker)).foregroundStyle(.secondary)
        Text("●").foregroundStyle(.tint)
        Text(String(repeating: "─", count: width - 1 - marker)).foregroundStyle(.secondary)
      }
    }
    .frame(height: 1)
  }
}

/// A ring, or an arc of it from `start` to `end` (fractions of a turn from the bottom,
/// clockwise), stroked faintly, with the part up to `fraction` of the way stroked in the tint.
private struct GaugeRing: View {
  /// Cells are about twice as tall as they are wide, so eight by four cells is round.
  static let width: CGFloat = 8
  static let height: CGFloat = 4

  let from: Double
  let to: Double
  let fraction: Double

  init(from: Double, to: Double, fraction: Double) {
    self.from = from
    self.to = to
    self.fraction = fraction
  }

  var body: some View {
    ZStack {
      Ellipse().trim(from: from, to: to).rotation(.degrees(90)).stroke(.secondary, lineWidth: 1)
      Ellipse().trim(from: from, to: from + (to - from) * fraction).rotation(.degrees(90))
        .stroke(.tint, lineWidth: 2)
    }
  }
}

// MARK: - The environment

private struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: (any GaugeStyle)? { nil }
}

extension EnvironmentValues {
  /// The gauge style set by `gaugeStyle(_:)`; `nil` for the default.
  package var gaugeStyle: (any GaugeStyle)? {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for gauges within this view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.gaugeStyle, value: style))
  }
}
