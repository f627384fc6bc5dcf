using Tallyhive.Sync.Callstride;
using Tallyhive.Sync.Infrastructure;
using Tallyhive.Sync.Webhooks;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<CallstrideOptions>(builder.Configuration.GetSection(CallstrideOptions.Section));
builder.Services.AddTransient<CallstrideAuthHandler>();
builder.Services
    .AddHttpClient<CallstrideClient>((sp, c) =>
    {
        var opts = builder.Configuration.GetSection(CallstrideOptions.Section).Get<CallstrideOptions>()!;
        c.BaseAddress = opts.BaseUrl;
        c.Timeout = TimeSpan.FromSeconds(15);
    })
    .AddHttpMessageHandler<CallstrideAuthHandler>();
builder.Services.AddHttpClient<CallstrideV2Client>();
builder.Services.AddHttpClient<SlackNotifier>();

builder.Services.AddHttpClient("aws-gateway", c =>
{
    c.BaseAddress = new Uri("https://abc123.execute-api.us-east-1.amazonaws.com/prod/v1/");
    c.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["Aws:GatewayKey"]);
});

var app = builder.Build();
app.MapCallstrideWebhooks();
app.MapGet("/healthz", () => Results.Ok(new { status = "ok" }));
app.Run();
