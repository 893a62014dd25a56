import Foundation
import GraftFuzzing

/// `graft-fuzz`: long fuzz runs of the Demo and the mixed screen, and of the input decoder.
///
/// ```
/// swift run -c release graft-fuzz --iterations 1000000 --seed 7
/// swift run -c release graft-fuzz --decoder-bytes 100000000 --seed 7
/// ```
///
/// Options: `--iterations N` (steps), `--seed S`, `--target demo|mixed` (repeatable; both by
/// default), `--max-paste BYTES`, `--max-size WIDTHxHEIGHT` (the largest terminal),
/// `--progress N` (a report every N steps), `--decoder-bytes N`
/// (fuzz the input decoder with N random bytes instead). A failure prints its seed and step and
/// exits with status 1.
struct Arguments {
  var options = FuzzOptions()
  var decoderBytes: Int?
  var seeds = 1

  init(_ arguments: [String]) {
    options.iterations = 10_000
    options.progressInterval = 0
    var targets: [String] = []
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      func value() -> String {
        guard let value = iterator.next() else { Self.fail("\(argument) needs a value") }
        return value
      }
      switch argument {
      case "--iterations": options.iterations = Self.parse(value(), "--iterations takes a number")
      case "--seed": options.seed = Self.parse(value(), "--seed takes a number")
      case "--seeds": seeds = Self.parse(value(), "--seeds takes a number")
      case "--target": targets.append(value())
      case "--max-paste": options.maximumPaste = Self.parse(value(), "--max-paste takes a number")
      case "--max-size":
        let parts = value().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { Self.fail("--max-size takes WIDTHxHEIGHT") }
        (options.maximumWidth, options.maximumHeight) = (parts[0], parts[1])
      case "--paste-first": options.forcedPaste = Self.parse(value(), "--paste-first takes a number")
      case "--progress": options.progressInterval = Self.parse(value(), "--progress takes a number")
      case "--decoder-bytes": decoderBytes = Self.parse(value(), "--decoder-bytes takes a number")
      default: Self.fail("unknown option \(argument)")
      }
    }
    if !targets.isEmpty { options.targets = targets }
  }

  static func parse<Number: LosslessStringConvertible>(_ text: String, _ message: String) -> Number {
    guard let number = Number(text) else { fail(message) }
    return number
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("graft-fuzz: \(message)\n".utf8))
    exit(2)
  }
}

/// Runs the process again with the standard library's hashing made deterministic, so that a
/// seed replays exactly: with per-process hash seeds, dictionaries iterate in a different
/// order in every run, and so does any layout or update work that walks one.
func replayableProcess() {
  guard ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == nil else { return }
  setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
  let path = ProcessInfo.processInfo.arguments[0]
  var argv = CommandLine.arguments.map { strdup($0) }
  argv.append(nil)
  execv(Bundle.main.executablePath ?? path, argv)
  // NB: Only reached when `execv` failed: run on, with this process's hashing.
  FileHandle.standardError.write(Data("graft-fuzz: could not make hashing deterministic; a seed may not replay\n".utf8))
}

replayableProcess()
var arguments = Arguments(CommandLine.arguments)
if let bytes = arguments.decoderBytes {
  do {
    print(try DecoderFuzzer.run(seed: arguments.options.seed, bytes: bytes))
  } catch {
    print(error)
    exit(1)
  }
} else {
  // NB: Written at once, not through print's buffer, so a long run's log shows its progress.
  arguments.options.progress = { report in
    FileHandle.standardOutput.write(Data("\(report)\n".utf8))
  }
  var total = 0
  for offset in 0..<arguments.seeds {
    var options = arguments.options
    options.seed += UInt64(offset)
    do {
      let report = try await FuzzRunner(options: options).run()
      total += report.steps
      print(report)
    } catch {
      print(error)
      exit(1)
    }
  }
  if arguments.seeds > 1 { print("graft-fuzz: \(total) steps over \(arguments.seeds) seeds, no failure") }
}
