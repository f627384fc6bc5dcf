using System.Net;

namespace Dialer.Gateway.Middleware;

/// <summary>Our public error contract: { "error": "...", "details": [...] }.</summary>
public sealed class ErrorEnvelopeMiddleware(RequestDelegate next, ILogger<ErrorEnvelopeMiddleware> logger)
{
    public async Task InvokeAsync(HttpContext context)
    {
        try
        {
            await next(context);
        }
        catch (BadHttpRequestException ex)
        {
            context.Response.StatusCode = (int)HttpStatusCode.BadRequest;
            await context.Response.WriteAsJsonAsync(new { error = ex.Message, details = Array.Empty<object>() });
        }
        catch (Exception ex)
        {
            logger.LogError(ex, "Unhandled");
            context.Response.StatusCode = (int)HttpStatusCode.BadGateway;
            await context.Response.WriteAsJsonAsync(new { error = "upstream failure" });
        }
    }
}
