import Foundation

/// Maps an image response to image data: a 2xx with non-empty bytes of a known image format,
/// whatever the URL's extension or the Content-Type claim. Anything else is invalid data.
public enum ImageDataMapper {
    public static func map(_ data: Data, statusCode: Int) throws -> ImageData {
        guard HTTPResponse.isSuccess(statusCode), let image = ImageData(validating: data)
        else { throw RemoteLoadError.invalidData }
        return image
    }
}
