use anyhow::Result;
use clap::{Parser, Subcommand};

mod api;
mod config;
mod error;

#[derive(Parser)]
#[command(name = "rlctl", version, about = "Manage Ringlyne dialer lists from the terminal")]
struct Cli {
    /// API root, override for staging
    #[arg(long, env = "RINGLYNE_BASE_URL", default_value = "https://api.ringlyne.io/api/public/v1")]
    base_url: String,

    /// Email of the Ringlyne user to act as
    #[arg(long, env = "RINGLYNE_USER")]
    user: Option<String>,

    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// List dialer lists
    Lists,
    /// Append phone numbers to a list
    Add { list: String, phones: Vec<String> },
    /// Remove a phone number from a list
    Rm { list: String, phone: String },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let cfg = config::load()?;
    let user = cli.user.or(cfg.user).ok_or_else(|| anyhow::anyhow!("no acting user; pass --user or set it in config"))?;
    let client = api::Client::new(&cli.base_url, &cfg.api_key, &user);

    match cli.cmd {
        Cmd::Lists => {
            for l in client.lists()? {
                println!("{:<14} {:>6}  {}", l.id, l.contact_count, l.name);
            }
        }
        Cmd::Add { list, phones } => {
            let n = client.append(&list, &phones)?;
            println!("appended {n} contacts to {list}");
        }
        Cmd::Rm { list, phone } => {
            client.remove(&list, &phone)?;
            println!("removed {phone} from {list}");
        }
    }
    Ok(())
}
