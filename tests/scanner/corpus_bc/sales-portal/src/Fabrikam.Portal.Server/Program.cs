using Fabrikam.Portal.Server.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.Configure<CalltrekProxyOptions>(builder.Configuration.GetSection("Calltrek"));
builder.Services.AddHttpClient<CalltrekProxy>();
builder.Services.AddHttpClient("graph", c => c.BaseAddress = new Uri("https://graph.microsoft.com/v1.0/"));

var app = builder.Build();

app.UseBlazorFrameworkFiles();
app.UseStaticFiles();

// Every call from the Blazor client carries the signed-in user's id (set by UserHeaderHandler).
app.Use(async (ctx, next) =>
{
    if (ctx.Request.Path.StartsWithSegments("/api") && !ctx.Request.Headers.ContainsKey("X-User-Id"))
    {
        ctx.Response.StatusCode = StatusCodes.Status400BadRequest;
        await ctx.Response.WriteAsJsonAsync(new { error = "missing X-User-Id header" });
        return;
    }

    await next();
});

app.MapGet("/api/me", (HttpRequest req) => Results.Ok(new { userId = req.Headers["X-User-Id"].ToString() }));

app.MapGet("/api/health", () => Results.Ok(new { status = "ok" }));

app.MapControllers();
app.MapFallbackToFile("index.html");

app.Run();
