using System.Security.Cryptography;
using System.Text;

namespace DialerAdmin.Middleware;

/// <summary>Guards /internal/* with a static key shared with the ops dashboard.</summary>
public sealed class InternalApiKeyMiddleware(RequestDelegate next, IConfiguration config)
{
    private const string HeaderName = "X-Api-Key";

    public async Task InvokeAsync(HttpContext context)
    {
        if (!context.Request.Headers.TryGetValue(HeaderName, out var supplied))
        {
            context.Response.StatusCode = StatusCodes.Status401Unauthorized;
            await context.Response.WriteAsJsonAsync(new { error = "missing api key" });
            return;
        }

        var expected = Encoding.UTF8.GetBytes(config["Internal:ApiKey"] ?? "");
        if (!CryptographicOperations.FixedTimeEquals(expected, Encoding.UTF8.GetBytes(supplied.ToString())))
        {
            context.Response.StatusCode = StatusCodes.Status401Unauthorized;
            await context.Response.WriteAsJsonAsync(new { error = "invalid api key" });
            return;
        }

        await next(context);
    }
}
