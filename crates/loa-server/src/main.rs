//! `loa-server`: see `loa-server --help`.

use clap::Parser;
use loa_server::options::Options;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let options = Options::parse();
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .with_writer(std::io::stderr)
        .init();
    match loa_server::server::run(options, None).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("loa-server: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
