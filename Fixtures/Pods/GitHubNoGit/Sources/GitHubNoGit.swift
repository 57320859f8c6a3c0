public struct GitHubNoGit {}
