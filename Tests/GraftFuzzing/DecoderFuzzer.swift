import Foundation
import SeededRandom
import GraftTerminal

/// Random bytes into GraftTerminal's ``InputDecoder``: no crash, no hang, bounded memory, and
/// the same events however the bytes are split into reads.
///
/// Each block of the stream goes to two decoders, one in a single read and one in reads of
/// random sizes; their events must agree (adjacent text merged). Every event must be sane:
/// text without control characters, pastes within the cap, mouse cells not negative, function
/// keys F1–F12. The buffered bytes stay within the documented bound, and whenever the decoder
/// says nothing is pending, a typed letter must come out as that letter: the host only arms
/// its timeout when something is pending, so any other leftover state would eat the user's
/// next key. No block gives more events than the bytes it was decoded from (every event comes
/// from at least one byte), so a decoder that loops making events fails the run.
///
/// NB: The run takes no time: a test given the same seed checks the same things on any
/// machine. `graft-fuzz` passes `blockTimeLimit` for its long runs, where a block that is
/// slow to decode is a finding.
package enum DecoderFuzzer {
  /// The figures of a run.
  package struct Report: Sendable, CustomStringConvertible {
    /// The seed the stream came from.
    package var seed: UInt64 = 0
    /// Bytes decoded.
    package var bytes = 0
    /// Reads of random sizes the split decoder was given.
    package var reads = 0
    /// Events decoded, by kind.
    package var events: [String: Int] = [:]
    /// The most bytes the decoder held between reads.
    package var largestBuffer = 0
    /// How long the run took (reported, never checked).
    package var seconds = 0.0

    /// Events decoded, of every kind.
    package var eventCount: Int { events.values.reduce(0, +) }

    package var description: String {
      let rate = seconds > 0 ? Double(bytes) / seconds / 1_000_000 : 0
      return """
        decoder seed \(seed): \(bytes) bytes in \(reads) reads, \(String(format: "%.1f", seconds)) s \
        (\(String(format: "%.1f", rate)) MB/s); largest buffer \(largestBuffer) bytes
          events: \(events.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        """
    }
  }

  /// What went wrong, and where in the stream.
  package struct Failure: Error, CustomStringConvertible {
    /// The seed of the failing run.
    package let seed: UInt64
    /// Where in the stream the failing block starts.
    package let offset: Int
    /// What went wrong.
    package let message: String
    /// The block that showed it.
    package let block: [UInt8]

    package var description: String {
      "graft-fuzz: decoder failure at seed \(seed), byte \(offset): \(message)\n  block: \(block.prefix(96).map { String(format: "%02x", $0) }.joined(separator: " "))\n  replay: swift run -c release graft-fuzz --decoder-bytes \(offset + block.count) --seed \(seed)"
    }
  }

  /// The most bytes a block of the stream holds.
  private static let blockSize = 1 << 16

  /// Feeds `bytes` random bytes; throws the first failure.
  ///
  /// - Parameter blockTimeLimit: When given, a block that takes longer to decode fails the
  ///   run; `nil` (tests) times nothing.
  package static func run(seed: UInt64, bytes total: Int, blockTimeLimit: Duration? = nil) throws(Failure) -> Report {
    var random = SeededGenerator(seed: seed)
    var whole = InputDecoder()
    var split = InputDecoder()
    var report = Report()
    report.seed = seed
    let start = ContinuousClock.now
    while report.bytes < total {
      let block = makeBlock(size: min(random.logUniform(upTo: blockSize), total - report.bytes), using: &random)
      let blockStart = ContinuousClock.now
      func fail(_ message: String) -> Failure {
        Failure(seed: seed, offset: report.bytes, message: message, block: block)
      }
      let held = (whole: whole.bufferedByteCount, split: split.bufferedByteCount)
      var splitEvents: [TerminalEvent] = []
      var index = 0
      while index < block.count {
        let length = min(block.count - index, random.logUniform(upTo: 4096))
        splitEvents += split.decode(block[index..<(index + length)])
        index += length
        report.reads += 1
        report.largestBuffer = max(report.largestBuffer, split.bufferedByteCount)
      }
      var wholeEvents = whole.decode(block)
      if random.chance(0.2) {
        // NB: The host's timeout: what is pending is ended the same way in both.
        wholeEvents += whole.flush()
        splitEvents += split.flush()
      }
      report.bytes += block.count
      if wholeEvents.count > held.whole + block.count || splitEvents.count > held.split + block.count {
        throw fail("\(max(wholeEvents.count, splitEvents.count)) events from \(block.count) bytes and \(max(held.whole, held.split)) held: more events than bytes")
      }
      let limit = InputDecoder.maximumSequenceLength + InputDecoder.maximumPasteLength + 8
      if split.bufferedByteCount > limit || whole.bufferedByteCount > limit {
        throw fail("the decoder holds \(max(split.bufferedByteCount, whole.bufferedByteCount)) bytes, more than \(limit)")
      }
      if merged(wholeEvents) != merged(splitEvents) {
        throw fail("reads of random sizes gave other events than one read:\n    \(merged(wholeEvents).prefix(8))\n    \(merged(splitEvents).prefix(8))")
      }
      for event in wholeEvents {
        if let problem = problem(with: event) { throw fail(problem) }
        report.events[kind(of: event), default: 0] += 1
      }
      if !whole.hasPendingInput {
        var probe = whole
        let typed = probe.decode([UInt8(ascii: "a")])
        if typed != [.text("a")] {
          throw fail("nothing is pending, yet a typed \"a\" gives \(typed): the user's next key would be lost")
        }
      }
      if let blockTimeLimit, ContinuousClock.now - blockStart > blockTimeLimit {
        throw fail("a block of \(block.count) bytes took more than \(blockTimeLimit)")
      }
    }
    report.seconds = (ContinuousClock.now - start).seconds
    return report
  }

  // MARK: - Checks

  /// Adjacent text events joined, since a read boundary may split text anywhere.
  private static func merged(_ events: [TerminalEvent]) -> [TerminalEvent] {
    var result: [TerminalEvent] = []
    for event in events {
      if case .text(let text) = event, case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + text)
      } else {
        result.append(event)
      }
    }
    return result
  }

  private static func problem(with event: TerminalEvent) -> String? {
    switch event {
    case .text(let text):
      if text.isEmpty { return "an empty text event" }
      if let scalar = text.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        return "text with the control U+\(String(scalar.value, radix: 16, uppercase: true))"
      }
    case .paste(let text):
      if text.unicodeScalars.count > InputDecoder.maximumPasteLength { return "a paste of \(text.unicodeScalars.count) scalars" }
    case .mouse(let mouse):
      if mouse.x < 0 || mouse.y < 0 { return "a mouse event at (\(mouse.x), \(mouse.y))" }
    case .key(.function(let number), _):
      if !(1...12).contains(number) { return "function key F\(number)" }
    case .key, .focus:
      break
    }
    return nil
  }

  private static func kind(of event: TerminalEvent) -> String {
    switch event {
    case .text: "text"
    case .paste: "paste"
    case .mouse: "mouse"
    case .key(.character, _): "key (character)"
    case .key: "key"
    case .focus: "focus"
    }
  }

  // MARK: - Streams

  private static func makeBlock(size: Int, using random: inout SeededGenerator) -> [UInt8] {
    var block: [UInt8] = []
    block.reserveCapacity(size)
    while block.count < size {
      switch random.weightedIndex([25, 25, 30, 12, 8]) {
      case 0: block += random.bytes(random.logUniform(upTo: 512))
      case 1: block += escapeSoup(using: &random)
      case 2: block += sequence(using: &random)
      case 3: block += text(using: &random)
      default: block += paste(using: &random)
      }
    }
    // NB: Often the block ends where a piece ends, so whatever a piece leaves behind (an open
    // sequence, an open paste) meets the checks between reads.
    return random.chance(0.3) ? block : Array(block.prefix(size))
  }

  private static let soup: [UInt8] = Array("\u{1B}\u{1B}\u{1B}[[]OP;:<>?0123456789Mm~uIZ".utf8) + [0x7F, 0x18, 0x1A, 0x9B, 0x90, 0x00, 0x0D]

  private static func escapeSoup(using random: inout SeededGenerator) -> [UInt8] {
    (0..<random.logUniform(upTo: 256)).map { _ in random.pick(soup) }
  }

  private static func sequence(using random: inout SeededGenerator) -> [UInt8] {
    let number = { (random: inout SeededGenerator) in String(random.logUniform(upTo: random.chance(0.1) ? 10_000_000 : 300)) }
    let text: String =
      switch random.weightedIndex([20, 15, 10, 10, 10, 10, 10, 5, 10]) {
      case 0: "\u{1B}[<\(number(&random));\(number(&random));\(number(&random))\(random.chance(0.5) ? "M" : "m")"
      case 1: "\u{1B}[\(random.pick(["A", "B", "C", "D", "H", "F", "Z", "I", "O"]))"
      case 2: "\u{1B}[1;\(number(&random))\(random.pick(["A", "B", "C", "D", "P"]))"
      case 3: "\u{1B}[\(number(&random))~"
      case 4: "\u{1B}[\(number(&random));\(number(&random))u"
      case 5: "\u{1B}O\(random.pick(["A", "P", "M", "5C", "x"]))"
      case 6: "\u{1B}\(random.pick(["a", "\u{7F}", "\u{01}", "é", "\u{1B}"]))"
      case 7: "\u{1B}[" + String(repeating: random.pick(["1", ";", "?", " "]), count: Int.random(in: 1...200, using: &random)) + (random.chance(0.5) ? "m" : "")
      default: ""
      }
    if text.isEmpty {
      // NB: An X10 mouse report: three raw bytes after ESC [ M.
      return Array("\u{1B}[M".utf8) + random.bytes(3)
    }
    return Array(text.utf8)
  }

  private static func text(using random: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<random.logUniform(upTo: 64) {
      if random.chance(0.1) {
        bytes += random.pick(HostileText.invalidSequences)
      } else {
        bytes += Array(random.pick(HostileText.pieces).utf8)
      }
    }
    return bytes
  }

  private static func paste(using random: inout SeededGenerator) -> [UInt8] {
    var bytes = Array("\u{1B}[200~".utf8)
    let length = random.logUniform(upTo: random.chance(0.05) ? 3 << 20 : 4096)
    // NB: About one byte in fifty is ESC, so end markers are nearly met.
    bytes += random.bytes(length).map { $0 < 5 ? 0x1B : $0 }
    if random.chance(0.1) { bytes += Array("\u{1B}[200~".utf8) }
    if random.chance(0.9) { bytes += Array("\u{1B}[201~".utf8) }
    return bytes
  }
}
