import Synchronization
import Testing
import ThinDI

// The cases of Swinject's AssemblerTests that SwinjectAssemblerTests does not port: a
// `LoadAwareAssembly`, whose `loaded(resolver:)` runs once every assembly has registered, and
// assemblies applied to an assembler that is already in use. In ThinDI the first is an
// installer's startup step, run by ``Container/runStartup(isolation:)`` (StartupAndShutdown.md:
// "runs the steps of no feature, in the order they were added"), not by the build; the second is
// a child container, since a built container takes no registrations.

/// What the `loaded` steps saw, from whichever thread runs them.
private final class LoadLog: Sendable {
  private let entries = Mutex<[String]>([])
  var value: [String] { entries.withLock { $0 } }
  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
}

/// Swinject's LoadAwareAssembly: registers a cat, and looks at what it resolves once loaded.
private struct LoadAwareInstaller: Installer {
  let loaded: LoadLog

  func install(into builder: inout ContainerBuilder) {
    builder.register(Animal.self) { Cat(name: "Bojangles") as Animal }
    builder.addStartupStep("loaded") { [loaded] r in
      let name = try r.resolve(Animal.self).name ?? "no name"
      loaded.append(try r.resolve(Food?.self) == nil ? name : "\(name) with food")
      return StartupAction {}
    }
  }
}

private struct FoodInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(Food.self, .singleton) { Sushi() as Food }
  }
}

/// Swinject: AssemblerTests, the load-aware and applied-later cases.
@Suite struct SwinjectAssemblerLoadingTests {
  // Swinject: testAssemblerCanAssembleSingleLoadAwareContainer and
  // testLoadAwareAssemblyCanAssembleSingleContainer.
  @Test func loadedStepResolvesWhatItsInstallerRegisteredOnceStarted() async throws {
    let loaded = LoadLog()
    let container = try ContainerBuilder(installers: [LoadAwareInstaller(loaded: loaded)]).build()
    #expect(loaded.value.isEmpty, "the build runs no step")
    _ = try await container.runStartup()
    #expect(loaded.value == ["Bojangles"])
    #expect(try container.resolve(Animal.self).name == "Bojangles")
  }

  // Swinject: testLoadAwareAssemblyCanAssembleMultipleContainers and
  // testAssemblerCanAssembleMultipleContainersAtOnce: `loaded` sees the registrations of the
  // assemblies applied after it.
  @Test func loadedStepSeesInstallersInstalledAfterIt() async throws {
    let loaded = LoadLog()
    let container = try ContainerBuilder(
      installers: [LoadAwareInstaller(loaded: loaded), FoodInstaller()]
    ).build()
    _ = try await container.runStartup()
    #expect(loaded.value == ["Bojangles with food"])
  }

  // Swinject: testAssemblerAssemblesLazyBuild and testAssemblerCanAssembleMultipleContainersOne
  // ByOne (`apply(assembly:)` on an assembler already resolved from). A built container takes no
  // registrations: what comes later is a child, which sees the parent's; the parent stays as it
  // was (ChildContainers.md, "What a child sees and shares").
  @Test func installerAppliedLaterGoesIntoAChild() async throws {
    let loaded = LoadLog()
    let parent = try ContainerBuilder(installers: [FoodInstaller()]).build()
    #expect(throws: ResolutionError.self) { try parent.resolve(Animal.self) }
    let child = try parent.makeChild { $0.install(LoadAwareInstaller(loaded: loaded)) }
    #expect(try child.resolve(Animal.self).name == "Bojangles")
    #expect(try child.resolve(Food.self) === (try parent.resolve(Food.self)))
    #expect(!parent.isRegistered(Animal.self))
    _ = try await child.runStartup()
    #expect(loaded.value == ["Bojangles with food"], "the child's own step")
  }
}
