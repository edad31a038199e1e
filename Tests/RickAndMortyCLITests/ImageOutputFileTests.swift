import Foundation
import Testing
import TestSupport

/// `rmfeed image ID --output PATH` writes PATH the way `curl -o` does: a
/// regular file or a new name through a temporary file beside it, renamed over it; a device, a
/// FIFO or the target of a symbolic link opened and written; a directory refused. Nothing but the
/// target is ever created or renamed.
@Suite struct ImageOutputFileTests {
    @Test func image_toAnExistingFile_replacesItWholeKeepsItsPermissionsAndLeavesNothingElse() async throws {
        try await CLIHarness.with { harness in
            let folder = try makeFolder(harness, "out")
            let file = folder.appendingPathComponent("rick.jpeg")
            try Data("old".utf8).write(to: file)
            chmod(file.path, 0o640)

            let result = try await harness.rmfeed("image", "1", "--output", file.path)

            try expectSuccess(result)
            #expect(ImageBytes.isJPEG(try Data(contentsOf: file)))
            #expect(SpecialFiles.permissions(file.path) == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rick.jpeg"])
        }
    }

    @Test func image_toANewFile_createsItAndNothingElse() async throws {
        try await CLIHarness.with { harness in
            let folder = try makeFolder(harness, "out")
            let file = folder.appendingPathComponent("new.jpeg")

            let result = try await harness.rmfeed("image", "1", "--output", file.path)

            try expectSuccess(result)
            #expect(ImageBytes.isJPEG(try Data(contentsOf: file)))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["new.jpeg"])
        }
    }

    @Test func image_writesThroughASymlinkInsteadOfReplacingIt() async throws {
        try await CLIHarness.with { harness in
            let folder = try makeFolder(harness, "out")
            let real = folder.appendingPathComponent("real.jpeg")
            let link = folder.appendingPathComponent("link.jpeg")
            try Data("old".utf8).write(to: real)
            try SpecialFiles.makeSymbolicLink(link.path, to: "real.jpeg")

            let result = try await harness.rmfeed("image", "1", "--output", link.path)

            try expectSuccess(result)
            #expect(SpecialFiles.kind(link.path) == .symbolicLink, "the link itself is left alone")
            #expect(ImageBytes.isJPEG(try Data(contentsOf: real)), "the image went to the link's target")
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["real.jpeg", "link.jpeg"])
        }
    }

    @Test func image_toAFIFO_writesToItsReaderAndLeavesTheFIFO() async throws {
        try await CLIHarness.with { harness in
            let fifo = harness.file("image.fifo")
            try SpecialFiles.makeFIFO(fifo.path)
            async let read = SpecialFiles.readFIFO(fifo.path, timeout: 30)

            let result = try await harness.rmfeed("image", "1", "--output", fifo.path)

            try expectSuccess(result)
            #expect(ImageBytes.isJPEG(await read), "the reader got the image")
            #expect(SpecialFiles.kind(fifo.path) == .fifo)
        }
    }

    @Test func image_toADevice_writesToItAndLeavesTheDevice() async throws {
        try await CLIHarness.with { harness in
            let null = SpecialFiles.characterDevice(in: harness.folder.url, named: "null", minor: 3)

            let result = try await harness.rmfeed("image", "1", "--output", null)

            try expectSuccess(result)
            #expect(result.errorOutput == "")
            #expect(SpecialFiles.kind(null) == .characterDevice, "\(null) is still a device")
        }
    }

    @Test func image_toAFullDevice_saysNoSpaceLeftAndLeavesTheDevice() async throws {
        try await CLIHarness.with { harness in
            let full = SpecialFiles.characterDevice(in: harness.folder.url, named: "full", minor: 7)
            let before = try FileManager.default.contentsOfDirectory(atPath: harness.folder.url.path)

            let result = try await harness.rmfeed("image", "1", "--output", full)

            try expectExit(1, result)
            #expect(result.errorOutput == "Could not write \(full): no space left on device\n", "\(result.summary)")
            #expect(SpecialFiles.kind(full) == .characterDevice, "\(full) is still a device")
            #expect(try FileManager.default.contentsOfDirectory(atPath: harness.folder.url.path).sorted() == (before + ["cache"]).sorted())
        }
    }

    @Test func image_toADirectory_saysItIsADirectoryAndTouchesNothing() async throws {
        try await CLIHarness.with { harness in
            let folder = try makeFolder(harness, "out")

            let result = try await harness.rmfeed("image", "1", "--output", folder.path)

            try expectExit(1, result)
            #expect(result.errorOutput == "Could not write \(folder.path): is a directory\n", "\(result.summary)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: harness.folder.url.path)) == ["out", "cache"])
        }
    }

    @Test func image_intoAFolderThatDoesNotExist_saysThereIsNoSuchFolder() async throws {
        try await CLIHarness.with { harness in
            let file = harness.file("missing/rick.jpeg")

            let result = try await harness.rmfeed("image", "1", "--output", file.path)

            try expectExit(1, result)
            #expect(result.errorOutput == "Could not write \(file.path): no such folder\n", "\(result.summary)")
            #expect(!result.errorOutput.contains("NSCocoaErrorDomain"))
        }
    }

    private func makeFolder(_ harness: CLIHarness, _ name: String) throws -> URL {
        let folder = harness.file(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
