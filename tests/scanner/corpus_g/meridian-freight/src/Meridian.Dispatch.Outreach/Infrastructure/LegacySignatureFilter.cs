using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.Filters;

namespace Meridian.Dispatch.Outreach.Infrastructure;

/// <summary>
/// Action filter for the older dialer "list-synced" callback. Same HMAC scheme as
/// the call-completed hook but a different header name (they renamed it once).
/// GitHub deploy hooks use X-Hub-Signature-256 and are handled in Meridian.Ops, not here.
/// </summary>
public sealed class LegacySignatureFilter : IAsyncActionFilter
{
    private const string HeaderName = "X-Dialer-Signature";
    private readonly byte[] _secret;

    public LegacySignatureFilter(IConfiguration config)
    {
        _secret = Encoding.UTF8.GetBytes(config["RingPilot:WebhookSharedSecret"] ?? "");
    }

    public async Task OnActionExecutionAsync(ActionExecutingContext context, ActionExecutionDelegate next)
    {
        var http = context.HttpContext;
        if (!http.Request.Headers.TryGetValue(HeaderName, out var signature))
        {
            context.Result = new UnauthorizedResult();
            return;
        }

        http.Request.EnableBuffering();
        using var reader = new StreamReader(http.Request.Body, Encoding.UTF8, leaveOpen: true);
        var body = await reader.ReadToEndAsync();
        http.Request.Body.Position = 0;

        var mac = HMACSHA256.HashData(_secret, Encoding.UTF8.GetBytes(body));
        var expected = "sha256=" + Convert.ToHexString(mac).ToLowerInvariant();
        if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(signature.ToString())))
        {
            context.Result = new UnauthorizedResult();
            return;
        }

        await next();
    }
}
