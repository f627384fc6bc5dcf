using DialerSync.Webhooks;

var builder = WebApplication.CreateBuilder(args);
builder.Services.Configure<WebhookSecrets>(builder.Configuration.GetSection("Webhooks"));
builder.Services.AddSingleton<RinglaneSignatureVerifier>();

var app = builder.Build();

app.MapPost("/hooks/ringlane/call-completed", RinglaneWebhookEndpoint.HandleAsync);
app.MapPost("/hooks/stripe", StripeWebhookEndpoint.HandleAsync);
app.MapGet("/healthz", () => Results.Ok(new { status = "ok" }));

app.Run();
