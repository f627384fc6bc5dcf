using System.Security.Cryptography;
using System.Text;
using BluePeak.Dialer;
using Microsoft.Extensions.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<VoxReachOptions>(builder.Configuration.GetSection("VoxReach"));
builder.Services.AddHttpClient<VoxReachClient>();
builder.Services.AddSingleton<PlivoSmsService>();

var app = builder.Build();

// Legacy outbound webhook from VoxReach (appointment reminder call results).
app.MapPost("/webhooks/voxreach", async (HttpRequest request, IOptions<VoxReachOptions> options, ILogger<Program> log) =>
{
    using var reader = new StreamReader(request.Body, Encoding.UTF8);
    var raw = await reader.ReadToEndAsync();

    var signature = request.Headers["X-VoxReach-Signature"].ToString();
    using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(options.Value.WebhookSecret));
    var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(raw))).ToLowerInvariant();

    if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(signature)))
    {
        log.LogWarning("Rejected VoxReach webhook with bad signature");
        return Results.Unauthorized();
    }

    log.LogInformation("VoxReach event received ({Length} bytes)", raw.Length);
    return Results.NoContent();
});

// Plivo delivery reports for SMS reminders.
app.MapPost("/webhooks/plivo", async (HttpRequest request, PlivoSmsService plivo) =>
{
    var signature = request.Headers["X-Plivo-Signature-V3"].ToString();
    var nonce = request.Headers["X-Plivo-Signature-V3-Nonce"].ToString();
    var form = await request.ReadFormAsync();
    return plivo.IsValid(request.GetDisplayUrl(), nonce, signature)
        ? Results.Ok()
        : Results.StatusCode(403);
});

app.MapGet("/healthz", () => Results.Ok(new { status = "ok" }));

app.Run();
