import Benchmark
import Swinject
import Synchronization
import ThinDI

// ThinDI side by side with Swinject 2.10 and hand-written construction, in one run.
// Nanosecond-scale work runs `scaledIterations` times per sample, so the ~100 ns timer overhead
// of a sample is spread over a thousand or a million operations.

let benchmarks: @Sendable () -> Void = {
  let fast = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .mega, maxDuration: .seconds(2))
  let medium = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))
  // Built once: the resolve benchmarks measure resolving, not building.
  let thinDI = makeThinDIContainer()
  let swinject = makeSwinjectContainer()

  // MARK: Singleton resolve

  Benchmark("Singleton resolve: ThinDI", configuration: fast) { benchmark in
    _ = try thinDI.resolve(AppClock.self)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try thinDI.resolve(AppClock.self))
    }
  }

  // The absolute floor: a stored `let` the compiler can borrow, with no reference counting.
  let holder = SingletonHolder()
  Benchmark("Singleton: hand-written stored property", configuration: fast) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(holder.clock)
    }
  }

  // The fair floor for anything that returns the instance from a call it cannot inline: a
  // hand-written provider closure. Its result is owned, so it pays the retain and release that
  // the stored-property read above avoids. (An `@inline(never)` accessor is no floor: the
  // optimizer specializes it to return the reference unretained.)
  Benchmark("Singleton: hand-written closure", configuration: fast) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(holder.provider())
    }
  }

  // The same resolve of a value-type singleton: no reference counting on the returned copy, so
  // this is the cost of the lookup itself (probe, acquire load, copy).
  Benchmark("Singleton resolve: ThinDI, value type", configuration: fast) { benchmark in
    _ = try thinDI.resolve(AppSettings.self)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try thinDI.resolve(AppSettings.self))
    }
  }

  Benchmark("Singleton resolve: Swinject", configuration: medium) { benchmark in
    _ = swinject.resolve(AppClock.self)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(swinject.resolve(AppClock.self)!)
    }
  }

  // MARK: Graph: 4 types, 7 resolves, all transient

  Benchmark("Graph (4 types, 7 resolves): hand-written", configuration: medium) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(handWrittenController())
    }
  }

  let factories = HandFactories()
  Benchmark("Graph (4 types, 7 resolves): hand-written factory closures", configuration: medium) {
    benchmark in
    for _ in benchmark.scaledIterations {
      var context = FactoryContext(factories: factories)
      blackHole(factories.controller(&context))
    }
  }

  Benchmark("Graph (4 types, 7 resolves): ThinDI", configuration: medium) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try thinDI.resolve(Controller.self))
    }
  }

  Benchmark("Graph (4 types, 7 resolves): Swinject", configuration: medium) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(swinject.resolve(Controller.self)!)
    }
  }

  // MARK: The trace hook, on (an observer that counts events) and through a child container

  let events = Atomic(0)
  let traced = makeThinDIContainer { _ in events.add(1, ordering: .relaxed) }
  Benchmark("Singleton resolve: ThinDI, traced", configuration: medium) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try traced.resolve(AppClock.self))
    }
  }

  Benchmark("Graph (4 types, 7 resolves): ThinDI, traced", configuration: medium) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try traced.resolve(Controller.self))
    }
  }

  let child = try! thinDI.makeChild { _ in }
  Benchmark("Singleton resolve: ThinDI, child container", configuration: fast) { benchmark in
    _ = try child.resolve(AppClock.self)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try child.resolve(AppClock.self))
    }
  }

  Benchmark("Graph (4 types, 7 resolves): ThinDI, child container", configuration: medium) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try child.resolve(Controller.self))
    }
  }

  // MARK: Failed resolve, flat in the number of registrations

  for count in [10, 1_000] {
    let container = makeThinDIContainer(registrations: count)
    Benchmark("Failed resolve: ThinDI, \(count) registrations", configuration: medium) {
      benchmark in
      for _ in benchmark.scaledIterations {
        do {
          _ = try container.resolve(Unregistered.self)
        } catch {
          blackHole(error)
        }
      }
    }
  }

  // MARK: validate() of 1,000 registrations

  let thousand = makeThinDIContainer(registrations: 1_000)
  Benchmark(
    "validate(): ThinDI, 1,000 registrations",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  ) { benchmark in
    let report = thousand.validate()
    benchmark.stopMeasurement()
    precondition(report.isEmpty, "\(report)")
  }

  // MARK: Memory after many graph resolves: flat

  for (label, scale) in [("1 K", BenchmarkScalingFactor.kilo), ("1 M", .mega)] {
    Benchmark(
      "Memory: \(label) graph resolves, ThinDI",
      configuration: .init(
        metrics: [.peakMemoryResident, .memoryLeaked, .mallocCountTotal, .wallClock],
        scalingFactor: scale,
        maxDuration: .seconds(5), maxIterations: 5)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try thinDI.resolve(Controller.self))
      }
    }
  }
}
