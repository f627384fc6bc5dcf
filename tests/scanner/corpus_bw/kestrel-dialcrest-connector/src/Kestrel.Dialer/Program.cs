using Kestrel.Dialer.Dialcrest;
using Kestrel.Dialer.Fleetwise;
using Polly;
using Polly.Extensions.Http;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

builder.Services.Configure<DialcrestOptions>(builder.Configuration.GetSection(DialcrestOptions.SectionName));

builder.Services.AddHttpClient<IDialcrestClient, DialcrestClient>()
    .AddPolicyHandler(DialcrestPolicies.Retry())
    .AddPolicyHandler(DialcrestPolicies.CircuitBreaker());

builder.Services.AddHttpClient<FleetwiseClient>()
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => r.StatusCode == System.Net.HttpStatusCode.BadGateway)
        .WaitAndRetryAsync(2, _ => TimeSpan.FromSeconds(1)));

builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseSerilogRequestLogging();
app.MapControllers();
app.MapGet("/healthz", () => Results.Ok(new { status = "ok" }));

app.Run();

public partial class Program;
