import Foundation
import RickAndMortyFeed

/// The app's own placeholder: a neutral portal-green silhouette, never a broken-image icon.
/// It is an SVG of ours; SVG from remote is never accepted (it can carry script).
public enum PlaceholderImage {
    public static let image = CharacterImage(bytes: Data(svg.utf8), contentType: "image/svg+xml", source: .placeholder)

    private static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="No image available">
    <rect width="300" height="300" fill="#1f2a30"/>
    <circle cx="150" cy="150" r="118" fill="none" stroke="#97ce4c" stroke-width="6" stroke-dasharray="14 10" opacity="0.7"/>
    <circle cx="150" cy="118" r="44" fill="#3b4a52"/>
    <path d="M70 236c10-46 44-70 80-70s70 24 80 70z" fill="#3b4a52"/>
    </svg>
    """
}
