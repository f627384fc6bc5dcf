using System.Security.Cryptography;
using System.Text;

namespace Halvorsen.Dispatch.Webhooks;

/// <summary>Used by the status page to show "deployed version" - listens for GitHub release events.</summary>
public static class GitHubDeployWebhook
{
    public static void MapGitHubDeployWebhook(this WebApplication app)
    {
        app.MapPost("/webhooks/github", async (HttpRequest req, IConfiguration config, IReleaseStore releases) =>
        {
            using var reader = new StreamReader(req.Body);
            var body = await reader.ReadToEndAsync();
            var signature = req.Headers["X-Hub-Signature-256"].ToString();

            using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(config["GitHub:WebhookSecret"]!));
            var expected = "sha256=" + Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
            if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature)))
                return Results.Unauthorized();

            if (req.Headers["X-GitHub-Event"] == "release")
                await releases.RecordAsync(body);

            return Results.Ok();
        });
    }
}
