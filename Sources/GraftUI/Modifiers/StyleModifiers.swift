import Foundation

/// Changes the font in the environment of its content: the weight or slant that `.bold()`,
/// `.italic()` and `.fontWeight(_:)` apply to a whole subtree.
///
/// NB: The environment holds one font, so these derive a new font from the current one (the
/// body font when none is set). A `.font(_:)` inside them replaces the derived font, where
/// SwiftUI would keep the emphasis on top of it.
package struct StyleModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never

  /// How to change the font.
  enum Change: Equatable {
    case bold
    case italic
    case weight(Font.Weight?)
  }

  let change: Change
  /// Whether to apply the change; `.bold(false)` leaves the font as it is.
  let isActive: Bool

  package func update(_ node: ViewNode, content: any View) {
    guard isActive else {
      node.updateChild(at: 0, with: content, environment: node.environment)
      return
    }
    var environment = node.environment
    let font = environment.font ?? .body
    switch change {
    case .bold: environment.font = font.bold()
    case .italic: environment.font = font.italic()
    case .weight(let weight): environment.font = font.weight(weight ?? .regular)
    }
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

extension View {
  /// Sets the default font for text in this view.
  ///
  /// ```swift
  /// VStack {
  ///   Text("Font applied to a text view.")
  ///   Text("And to every other one in the stack.")
  /// }
  /// .font(.headline)
  /// ```
  ///
  /// - Parameter font: The default font to use in this view; `nil` restores the default.
  public func font(_ font: Font?) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.font, value: font))
  }

  /// Applies a bold font weight to the text in this view.
  ///
  /// - Parameter isActive: A Boolean value that indicates whether bold font styling is added.
  ///   The default value is `true`; `false` leaves the font as it is.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(StyleModifier(change: .bold, isActive: isActive))
  }

  /// Applies italics to the text in this view.
  ///
  /// - Parameter isActive: A Boolean value that indicates whether italic styling is added. The
  ///   default value is `true`; `false` leaves the font as it is.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(StyleModifier(change: .italic, isActive: isActive))
  }

  /// Sets the font weight of the text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(StyleModifier(change: .weight(weight), isActive: true))
  }

  /// Sets the colour of the foreground elements displayed by this view.
  ///
  /// - Parameter color: The foreground colour to use; `nil` restores the default.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.foregroundColor, value: color))
  }

  /// Sets a view's foreground elements to use a given style.
  ///
  /// ```swift
  /// Label("Synced", systemImage: "checkmark")
  ///   .foregroundStyle(.secondary)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(ForegroundStyleModifier(style: style))
  }

  /// Sets the maximum number of lines that text can occupy in this view.
  ///
  /// - Parameter number: The line limit; `nil` means no limit.
  public func lineLimit(_ number: Int?) -> some View {
    modifier(LineLimitModifier(limit: number, reserved: nil))
  }

  /// Sets a limit for the number of lines text can occupy in this view, and whether text
  /// reserves the space of all of them even when it needs fewer.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(LineLimitModifier(limit: limit, reserved: reservesSpace ? max(0, limit) : 0))
  }

  /// Sets the range of lines text can occupy: it reserves space for the lower bound and grows
  /// to the upper bound.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(LineLimitModifier(limit: limit.upperBound, reserved: max(0, limit.lowerBound)))
  }

  /// Sets the least number of lines text occupies, with no upper limit.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(LineLimitModifier(limit: nil, reserved: max(0, limit.lowerBound)))
  }

  /// Sets the most lines text can occupy.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    modifier(LineLimitModifier(limit: limit.upperBound, reserved: 0))
  }

  /// Sets the alignment of a text view that contains multiple lines of text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.multilineTextAlignment, value: alignment))
  }

  /// Sets the tint colour within this view: the colour of buttons and other controls.
  ///
  /// - Parameter tint: The tint colour to use; `nil` restores the default.
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.tint, value: tint))
  }

  /// Sets the tint within this view to a shape style.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.tint, value: tint?.resolvedColor))
  }
}

/// Sets the foreground colour to a style's, resolved in the environment it applies in, so that
/// `.tint` takes the tint set above it.
private struct ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let style: Style

  func update(_ node: ViewNode, content: any View) {
    var environment = node.environment
    environment.foregroundColor = style.color(in: environment)
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

/// Sets the line limit and, when given, the lines text reserves space for.
private struct LineLimitModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let limit: Int?
  let reserved: Int?

  func update(_ node: ViewNode, content: any View) {
    var environment = node.environment
    environment.lineLimit = limit
    if let reserved { environment.reservedLines = reserved }
    node.updateChild(at: 0, with: content, environment: environment)
  }
}
