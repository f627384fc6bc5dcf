namespace Harbor.Api.Infrastructure;

/// <summary>
/// Machine-to-machine callers (the admin portal, nightly jobs) authenticate to /internal
/// with an x-api-key header instead of a user token.
/// </summary>
public sealed class InternalApiKeyMiddleware
{
    private const string HeaderName = "x-api-key";
    private readonly RequestDelegate _next;
    private readonly HashSet<string> _keys;

    public InternalApiKeyMiddleware(RequestDelegate next, IConfiguration config)
    {
        _next = next;
        _keys = config.GetSection("Internal:ApiKeys").Get<string[]>()?.ToHashSet() ?? new HashSet<string>();
    }

    public async Task InvokeAsync(HttpContext ctx)
    {
        if (ctx.Request.Path.StartsWithSegments("/internal"))
        {
            if (!ctx.Request.Headers.TryGetValue(HeaderName, out var key) || !_keys.Contains(key.ToString()))
            {
                ctx.Response.StatusCode = StatusCodes.Status401Unauthorized;
                await ctx.Response.WriteAsJsonAsync(new { error = "invalid api key" });
                return;
            }
        }
        await _next(ctx);
    }
}
