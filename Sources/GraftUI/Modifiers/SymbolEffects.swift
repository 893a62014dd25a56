import Foundation

// Symbol effects animate a glyph; Graft's glyphs have one frame, so every effect is kept on the
// view it modifies and the symbol draws as it is (docs/Divergences.md).

/// An effect that can be applied to a symbol image.
public protocol SymbolEffect: Sendable {}

/// A symbol effect that runs indefinitely while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that animates a symbol's insertion or removal.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that animates a change of one symbol into another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that applies a transitory bounce animation.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// An effect that bounces up.
  public var up: BounceSymbolEffect { self }
  /// An effect that bounces down.
  public var down: BounceSymbolEffect { self }
  /// An effect that bounces each layer of the symbol separately.
  public var byLayer: BounceSymbolEffect { self }
  /// An effect that bounces the whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { self }
}

/// A symbol effect that fades the opacity of some or all layers in the symbol.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// An effect that pulses each layer separately.
  public var byLayer: PulseSymbolEffect { self }
  /// An effect that pulses the whole symbol.
  public var wholeSymbol: PulseSymbolEffect { self }
}

/// A symbol effect that replaces the opacity of variable layers in a repeating sequence.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// Lights one layer at a time.
  public var iterative: VariableColorSymbolEffect { self }
  /// Lights each layer and keeps it lit.
  public var cumulative: VariableColorSymbolEffect { self }
  /// Reverses the sequence each time it repeats.
  public var reversing: VariableColorSymbolEffect { self }
  /// Does not reverse the sequence.
  public var nonReversing: VariableColorSymbolEffect { self }
  /// Dims inactive layers.
  public var dimInactiveLayers: VariableColorSymbolEffect { self }
  /// Hides inactive layers.
  public var hideInactiveLayers: VariableColorSymbolEffect { self }
}

/// A symbol effect that scales symbol images.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  /// Scales up.
  public var up: ScaleSymbolEffect { self }
  /// Scales down.
  public var down: ScaleSymbolEffect { self }
  /// Scales each layer separately.
  public var byLayer: ScaleSymbolEffect { self }
  /// Scales the whole symbol.
  public var wholeSymbol: ScaleSymbolEffect { self }
}

/// A symbol effect that makes the symbol appear.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  /// Scales up as it appears.
  public var up: AppearSymbolEffect { self }
  /// Scales down as it appears.
  public var down: AppearSymbolEffect { self }
  /// Appears a layer at a time.
  public var byLayer: AppearSymbolEffect { self }
  /// Appears whole.
  public var wholeSymbol: AppearSymbolEffect { self }
}

/// A symbol effect that makes the symbol disappear.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  /// Scales up as it disappears.
  public var up: DisappearSymbolEffect { self }
  /// Scales down as it disappears.
  public var down: DisappearSymbolEffect { self }
  /// Disappears a layer at a time.
  public var byLayer: DisappearSymbolEffect { self }
  /// Disappears whole.
  public var wholeSymbol: DisappearSymbolEffect { self }
}

/// A symbol effect that animates the replacement of one symbol with another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
  /// Scales the old symbol down and the new one up.
  public var downUp: ReplaceSymbolEffect { self }
  /// Scales both symbols up.
  public var upUp: ReplaceSymbolEffect { self }
  /// Scales the old symbol off and the new one up.
  public var offUp: ReplaceSymbolEffect { self }
  /// Replaces a layer at a time.
  public var byLayer: ReplaceSymbolEffect { self }
  /// Replaces the whole symbol.
  public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// A symbol effect that wiggles the symbol.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// A symbol effect that rotates the symbol.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// A symbol effect that makes the symbol breathe.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce effect.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse effect.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// A variable colour effect.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A scale effect.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// An appear effect.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// A disappear effect.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// A replace effect.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle effect.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A rotate effect.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A breathe effect.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// Options that configure how a symbol effect runs: kept.
public struct SymbolEffectOptions: Equatable, Sendable {
  private var repetitions: Int?
  private var rate: Double = 1

  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeats the effect indefinitely.
  public static let repeating = SymbolEffectOptions(repetitions: .max)
  /// Runs the effect once.
  public static let nonRepeating = SymbolEffectOptions(repetitions: 1)

  /// Options that repeat the effect `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: count) }
  /// Options that run the effect at `speed` times its rate.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(rate: speed) }
  /// These options repeating the effect `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repetitions = count } }
  /// These options running the effect at `speed` times its rate.
  public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.rate = speed } }
  /// These options repeating indefinitely.
  public var repeating: SymbolEffectOptions { with { $0.repetitions = .max } }
  /// These options running once.
  public var nonRepeating: SymbolEffectOptions { with { $0.repetitions = 1 } }

  private init(repetitions: Int? = nil, rate: Double = 1) {
    self.repetitions = repetitions
    self.rate = rate
  }

  private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
    var copy = self
    change(&copy)
    return copy
  }
}

extension ContentTransition {
  /// A content transition that applies a symbol effect to a symbol's change: kept.
  public static func symbolEffect<T: ContentTransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect(\(T.self))")
  }
}

extension View {
  /// Applies an indefinite symbol effect to symbol images within this view: kept.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(KeptEffectModifier(effect: .symbolEffect("\(T.self) active: \(isActive)")))
  }

  /// Applies a discrete symbol effect, run each time `value` changes, to symbol images within
  /// this view: kept.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(KeptEffectModifier(effect: .symbolEffect("\(T.self)")))
  }

  /// Removes all symbol effects from the view: kept.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    modifier(KeptEffectModifier(effect: .symbolEffect("removed: \(isEnabled)")))
  }
}
