using System.Configuration;
using System.Net;
using System.Security.Cryptography;
using System.Text;

namespace Brightline.AgentTool.Services;

/// <summary>
/// Local listener (behind the office ngrok tunnel) that receives CallHarbor
/// "call.completed" webhooks and pops the wrap-up form.
/// </summary>
public sealed class WebhookRelay
{
    private readonly HttpListener _listener = new();
    private readonly byte[] _secret;

    public event Action<string>? CallCompleted;

    public WebhookRelay()
    {
        var port = ConfigurationManager.AppSettings["CallHarbor.WebhookPort"] ?? "8765";
        _listener.Prefixes.Add($"http://localhost:{port}/hooks/callharbor/");
        _secret = Encoding.UTF8.GetBytes(ConfigurationManager.AppSettings["CallHarbor.WebhookSecret"] ?? "");
    }

    public async Task RunAsync(CancellationToken ct)
    {
        _listener.Start();
        while (!ct.IsCancellationRequested)
        {
            var ctx = await _listener.GetContextAsync();
            using var reader = new StreamReader(ctx.Request.InputStream, Encoding.UTF8);
            var body = await reader.ReadToEndAsync(ct);

            var signature = ctx.Request.Headers["X-CallHarbor-Signature"];
            if (string.IsNullOrEmpty(signature) || !Matches(body, signature))
            {
                ctx.Response.StatusCode = 401;
                ctx.Response.Close();
                continue;
            }

            CallCompleted?.Invoke(body);
            ctx.Response.StatusCode = 204;
            ctx.Response.Close();
        }
    }

    private bool Matches(string body, string signature)
    {
        using var hmac = new HMACSHA256(_secret);
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature.ToLowerInvariant()));
    }
}
