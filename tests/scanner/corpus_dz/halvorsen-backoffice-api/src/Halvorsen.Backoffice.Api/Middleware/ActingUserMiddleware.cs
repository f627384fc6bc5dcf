namespace Halvorsen.Backoffice.Api.Middleware;

/// <summary>
/// Our own SPA sends the signed-in dispatcher as X-User-Email / X-User-Id (set by the
/// YARP gateway after OIDC). We copy it into the scoped accessor so services can use it.
/// </summary>
public sealed class ActingUserMiddleware
{
    private readonly RequestDelegate _next;

    public ActingUserMiddleware(RequestDelegate next) => _next = next;

    public async Task InvokeAsync(HttpContext context, IActingUserAccessor accessor)
    {
        var email = context.Request.Headers["X-User-Email"].FirstOrDefault();
        var userId = context.Request.Headers["X-User-Id"].FirstOrDefault();

        if (context.Request.Path.StartsWithSegments("/api") && string.IsNullOrEmpty(email))
        {
            context.Response.StatusCode = StatusCodes.Status400BadRequest;
            await context.Response.WriteAsJsonAsync(new { error = "missing X-User-Email" });
            return;
        }

        accessor.Set(email, userId);
        await _next(context);
    }
}

public interface IActingUserAccessor
{
    string? CurrentEmail { get; }
    string? CurrentUserId { get; }
    void Set(string? email, string? userId);
}

public sealed class ActingUserAccessor : IActingUserAccessor
{
    public string? CurrentEmail { get; private set; }
    public string? CurrentUserId { get; private set; }

    public void Set(string? email, string? userId)
    {
        CurrentEmail = email;
        CurrentUserId = userId;
    }
}
