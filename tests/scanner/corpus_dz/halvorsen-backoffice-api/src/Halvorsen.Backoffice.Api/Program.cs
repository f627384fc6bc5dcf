using Halvorsen.Backoffice.Api.Integrations.Pricing;
using Halvorsen.Backoffice.Api.Integrations.Ringcrest;
using Halvorsen.Backoffice.Api.Integrations.SendGrid;
using Halvorsen.Backoffice.Api.Middleware;
using Halvorsen.Backoffice.Api.Services;
using Polly;
using Polly.Extensions.Http;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

builder.Configuration.AddEnvironmentVariables(prefix: "HALVORSEN_");
if (builder.Environment.IsDevelopment())
{
    builder.Configuration.AddUserSecrets<Program>();
}

builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddHealthChecks();

builder.Services.AddScoped<IActingUserAccessor, ActingUserAccessor>();
builder.Services.AddScoped<CallCampaignService>();

builder.Services.AddRingcrest(builder.Configuration);

builder.Services.AddHttpClient<PricingGatewayClient>()
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => (int)r.StatusCode == 502)
        .WaitAndRetryAsync(2, _ => TimeSpan.FromSeconds(1)));

builder.Services.AddHttpClient<SendGridMarketingClient>();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseSerilogRequestLogging();
app.UseMiddleware<ActingUserMiddleware>();
app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();

public partial class Program { }
